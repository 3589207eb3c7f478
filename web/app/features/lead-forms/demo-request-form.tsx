import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { PRODUCT_IDS, SERVICE_IDS, type ProductId, type ServiceId } from '@rira/contracts/site/catalogue';
import {
  TEAM_SIZES,
  productDemoRequestSchema,
  serviceDemoRequestSchema,
  type ProductDemoRequest,
  type ProductDemoRequestInput,
} from '@rira/contracts/site/forms';
import { Field, useFieldErrorText } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Select } from '../../components/ui/select.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { asFieldError, HoneypotField, LEAD_CALLS, PrivacyNote, SentNote, SubmitButton, useLeadSubmit } from './form-parts.tsx';
import { ClientForm } from '../../components/ui/client-form.tsx';

export type DemoKind = 'product' | 'service';

export interface DemoRequestFormProps {
  kind: DemoKind;
  /** The product or service; omitted on /demo/product and /demo/service, where the visitor chooses. */
  offering?: ProductId | ServiceId;
  /** Names of the choices, in the page's language. */
  names: Record<string, string>;
}

const COMMON_FIELDS = ['fullname', 'companyName', 'position', 'phoneNumber', 'email', 'teamSize', 'message'] as const;

/**
 * productDemo/Submit and serviceDemo/Submit: one form, two shapes. The offering field is `product`
 * or `service`; on a product's own /demo page it is fixed (a hidden field), else a select.
 */
export function DemoRequestForm({ kind, offering, names }: DemoRequestFormProps) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const schema = kind === 'product' ? productDemoRequestSchema : serviceDemoRequestSchema;
  const choices = kind === 'product' ? PRODUCT_IDS : SERVICE_IDS;
  // One form type for both: the offering key differs only in name.
  type Values = Omit<ProductDemoRequestInput, 'product'> & { product?: string; service?: string };
  type Output = Omit<ProductDemoRequest, 'product'>;
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(schema as typeof productDemoRequestSchema) as unknown as Resolver<Values, unknown, Output>,
    defaultValues: {
      [kind]: offering ?? '',
      fullname: '',
      companyName: '',
      position: '',
      phoneNumber: '',
      email: '',
      teamSize: '',
      message: '',
      website: '',
    } as Values,
  });
  const offeringField = kind as 'product' | 'service';
  const { submit, sentMessage, clearSent } = useLeadSubmit(form, kind === 'product' ? LEAD_CALLS.productDemo : LEAD_CALLS.serviceDemo, [
    offeringField,
    ...COMMON_FIELDS,
  ]);
  const { errors, isSubmitting } = form.formState;
  const id = (name: string) => `demo-${name}`;

  if (sentMessage) return <SentNote message={sentMessage} onAgain={clearSent} />;
  return (
    <ClientForm
      noValidate
      onSubmit={(event) => void submit(event)}
      className="relative flex flex-col gap-4"
      aria-label={t('leadForms.submitDemo')}
    >
      {offering ? (
        <input type="hidden" {...form.register(offeringField)} />
      ) : (
        <Field id={id(kind)} label={t(`leadForms.fields.${kind}`)} error={errorText(asFieldError(errors[offeringField]))}>
          {(control) => (
            <Select {...control} {...form.register(offeringField)}>
              <option value="">{t('leadForms.fields.choose')}</option>
              {choices.map((choice) => (
                <option key={choice} value={choice}>
                  {names[choice] ?? choice}
                </option>
              ))}
            </Select>
          )}
        </Field>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={id('fullname')} label={t('leadForms.fields.fullname')} error={errorText(asFieldError(errors.fullname))}>
          {(control) => <Input {...control} autoComplete="name" {...form.register('fullname')} />}
        </Field>
        <Field id={id('company')} label={t('leadForms.fields.companyName')} error={errorText(asFieldError(errors.companyName))}>
          {(control) => <Input {...control} autoComplete="organization" {...form.register('companyName')} />}
        </Field>
        <Field
          id={id('position')}
          label={`${t('leadForms.fields.position')} (${t('leadForms.fields.optional')})`}
          error={errorText(asFieldError(errors.position))}
        >
          {(control) => <Input {...control} autoComplete="organization-title" {...form.register('position')} />}
        </Field>
        <Field
          id={id('team-size')}
          label={`${t('leadForms.fields.teamSize')} (${t('leadForms.fields.optional')})`}
          error={errorText(asFieldError(errors.teamSize))}
        >
          {(control) => (
            <Select {...control} {...form.register('teamSize')}>
              <option value="">{t('leadForms.fields.choose')}</option>
              {TEAM_SIZES.map((size) => (
                <option key={size} value={size}>
                  {t(`leadForms.teamSizes.${size}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field
          id={id('phone')}
          label={t('leadForms.fields.phoneNumber')}
          hint={t('leadForms.fields.phoneHint')}
          error={errorText(asFieldError(errors.phoneNumber))}
        >
          {(control) => <Input {...control} type="tel" inputMode="tel" dir="ltr" autoComplete="tel" {...form.register('phoneNumber')} />}
        </Field>
        <Field id={id('email')} label={t('leadForms.fields.email')} error={errorText(asFieldError(errors.email))}>
          {(control) => <Input {...control} type="email" dir="ltr" autoComplete="email" {...form.register('email')} />}
        </Field>
      </div>
      <Field
        id={id('message')}
        label={`${t('leadForms.fields.message')} (${t('leadForms.fields.optional')})`}
        error={errorText(asFieldError(errors.message))}
      >
        {(control) => <Textarea {...control} {...form.register('message')} />}
      </Field>
      <HoneypotField form={form} />
      <PrivacyNote />
      <div>
        <SubmitButton busy={isSubmitting} label={t('leadForms.submitDemo')} />
      </div>
    </ClientForm>
  );
}
