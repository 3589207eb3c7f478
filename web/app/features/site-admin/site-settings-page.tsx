import { useState, type ComponentProps, type ReactNode } from 'react';
import { useForm, type FieldError, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { ExternalLink, RotateCw, Save } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SOCIAL_NETWORKS, siteSettingsSchema, type AdminSiteSettings, type SiteSettings } from '@rira/contracts/site/settings';
import { PageHeader } from '../../components/admin/page-header.tsx';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { Field, useFieldErrorText } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useAction } from '../../lib/use-action.ts';
import { useLang } from '../../lib/use-lang.ts';
import { siteSettingsApi, siteSettingsKeys } from './site-settings-api.ts';

/** The form's values: every field a string (a stored null is an empty field). */
type FormValues = {
  address: { fa: string; en: string };
  postalCode: string;
  phone: string;
  email: string;
  social: Record<(typeof SOCIAL_NETWORKS)[number], string>;
};

const FIELDS: Path<FormValues>[] = [
  'address.fa',
  'address.en',
  'postalCode',
  'phone',
  'email',
  ...SOCIAL_NETWORKS.map((n) => `social.${n}` as const),
];

function formValues(settings: SiteSettings | AdminSiteSettings['settings']): FormValues {
  return {
    address: { fa: settings?.address.fa ?? '', en: settings?.address.en ?? '' },
    postalCode: settings?.postalCode ?? '',
    phone: settings?.phone ?? '',
    email: settings?.email ?? '',
    social: Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, settings?.social[n] ?? ''])) as FormValues['social'],
  };
}

function Section({ id, title, hint, children }: { id: string; title: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset
      aria-describedby={hint ? `${id}-hint` : undefined}
      className="flex min-w-0 flex-col gap-4 rounded-2xl border border-line bg-surface p-4 sm:p-5"
    >
      <legend className="px-1 text-base font-bold text-ink">{title}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="-mt-2 text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      {children}
    </fieldset>
  );
}

/**
 * The site settings form: the address in Persian and English side by side (each in its own
 * direction), the postal code, phone, e-mail and social links; checked with the server's schema,
 * the server's field errors put on their fields, and a 409 when someone saved in between.
 */
export function SiteSettingsForm({ detail }: { detail: AdminSiteSettings }) {
  const { t } = useTranslation();
  const lang = useLang();
  const errorText = useFieldErrorText();
  const [version, setVersion] = useState({ updatedAt: detail.updatedAt, updatedBy: detail.updatedBy });
  const [stale, setStale] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = useForm<FormValues, unknown, SiteSettings>({
    // The form's strings are the schema's input (blank is none).
    resolver: zodResolver(siteSettingsSchema) as never,
    defaultValues: formValues(detail.settings),
  });
  const save = useAction((values: SiteSettings) => siteSettingsApi.update({ ...values, updatedAt: version.updatedAt ?? undefined }), {
    // The screen opened again later reads what is stored now.
    invalidates: [siteSettingsKeys.settings],
    onSuccess: (saved, values) => {
      setVersion({ updatedAt: saved.updatedAt, updatedBy: null });
      // What is stored now (normalised: Latin digits, lower-case e-mail…) is the clean state.
      reset(formValues(values));
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) setStale(true);
    },
    form: { setError, fields: FIELDS },
  });

  const onSubmit = handleSubmit((values) => save.fire(values));

  const field = (name: Path<FormValues>) => ({ ...register(name), error: errorText(dig(errors, name)) });
  const when = version.updatedAt ? formatDateTime(version.updatedAt, lang) : null;

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-5">
      {stale ? (
        <div role="alert" className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-danger bg-surface p-4">
          <p className="text-sm text-danger">{t('siteSettingsAdmin.stale')}</p>
          <Button variant="secondary" size="sm" onClick={() => window.location.reload()}>
            <RotateCw aria-hidden className="size-4" />
            {t('siteSettingsAdmin.reload')}
          </Button>
        </div>
      ) : null}

      <Section id="ss-address" title={t('siteSettingsAdmin.sections.address')}>
        <div className="grid gap-4 md:grid-cols-2">
          <TextInput id="ss-address-fa" label={t('siteSettingsAdmin.fields.addressFa')} dir="rtl" lang="fa" {...field('address.fa')} />
          <TextInput id="ss-address-en" label={t('siteSettingsAdmin.fields.addressEn')} dir="ltr" lang="en" {...field('address.en')} />
        </div>
        <TextInput
          id="ss-postal-code"
          label={t('siteSettingsAdmin.fields.postalCode')}
          hint={t('siteSettingsAdmin.hints.postalCode')}
          dir="ltr"
          inputMode="numeric"
          autoComplete="postal-code"
          className="md:max-w-xs"
          {...field('postalCode')}
        />
      </Section>

      <Section id="ss-contact" title={t('siteSettingsAdmin.sections.contact')}>
        <div className="grid gap-4 md:grid-cols-2">
          <TextInput
            id="ss-phone"
            label={t('siteSettingsAdmin.fields.phone')}
            hint={t('siteSettingsAdmin.hints.phone')}
            type="tel"
            dir="ltr"
            autoComplete="tel"
            {...field('phone')}
          />
          <TextInput
            id="ss-email"
            label={t('siteSettingsAdmin.fields.email')}
            type="email"
            dir="ltr"
            autoComplete="email"
            {...field('email')}
          />
        </div>
      </Section>

      <Section id="ss-social" title={t('siteSettingsAdmin.sections.social')} hint={t('siteSettingsAdmin.hints.social')}>
        <div className="grid gap-4 md:grid-cols-2">
          {SOCIAL_NETWORKS.map((network) => (
            <TextInput
              key={network}
              id={`ss-social-${network}`}
              label={t(`siteSettingsAdmin.networks.${network}`)}
              type="url"
              dir="ltr"
              autoComplete="url"
              placeholder="https://"
              {...field(`social.${network}`)}
            />
          ))}
        </div>
      </Section>

      <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center justify-between gap-3 border-t border-line bg-surface/95 px-4 py-3 backdrop-blur">
        <p className="text-sm text-ink-muted" aria-live="polite">
          {isDirty
            ? t('siteSettingsAdmin.unsaved')
            : when
              ? version.updatedBy
                ? t('siteSettingsAdmin.savedBy', { when, who: version.updatedBy })
                : t('siteSettingsAdmin.savedAt', { when })
              : null}
        </p>
        <Button type="submit" disabled={save.busy}>
          <Save aria-hidden className="size-5" />
          {t('siteSettingsAdmin.save')}
        </Button>
      </div>
    </form>
  );
}

/** A labelled input with its hint and error, registered with the form. */
function TextInput({
  id,
  label,
  hint,
  error,
  className,
  ...input
}: Omit<ComponentProps<typeof Input>, 'id'> & { id: string; label: string; hint?: string; error?: string }) {
  return (
    <Field id={id} label={label} hint={hint} error={error} className={className}>
      {(c) => <Input {...c} {...input} />}
    </Field>
  );
}

/** The error of a nested field (`social.telegram`) in react-hook-form's errors tree. */
function dig(errors: object, path: string): FieldError | undefined {
  let node: unknown = errors;
  for (const part of path.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  return node as FieldError | undefined;
}

/** /admin/siteSettings: loads the settings, then their form. */
export function SiteSettingsPage() {
  const { t } = useTranslation();
  const { data, isPending } = useQuery({
    queryKey: siteSettingsKeys.settings,
    queryFn: ({ signal }) => siteSettingsApi.get(signal),
    // A form keeps what is typed: no background refetch replacing it.
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  });
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-5">
      <PageHeader
        title={t('siteSettingsAdmin.title')}
        intro={t('siteSettingsAdmin.intro')}
        action={
          <a href="/" target="_blank" rel="noreferrer" className={buttonClasses('secondary', 'sm')}>
            <ExternalLink aria-hidden className="size-4" />
            {t('siteSettingsAdmin.viewSite')}
          </a>
        }
      />
      {/* Once loaded, the form stays: a later re-read (after a save) that fails does not take it away. */}
      {data ? (
        <SiteSettingsForm detail={data} />
      ) : isPending ? (
        <p className="py-10 text-center text-ink-muted">{t('siteSettingsAdmin.loading')}</p>
      ) : (
        <p className="py-10 text-center text-danger">{t('siteSettingsAdmin.loadFailed')}</p>
      )}
    </div>
  );
}
