import { useTranslation } from 'react-i18next';
import { PRODUCT_IDS, SERVICE_IDS, type ProductId, type ServiceId } from '@rira/contracts/site/catalogue';
import { TEAM_SIZES } from '@rira/contracts/site/forms';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Select } from '../../components/ui/select.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { firstInError, LeadForm, useLeadFormResult } from './lead-form.tsx';
import { DEMO_FIELDS, type DemoField } from './lead-form-result.ts';

export type DemoKind = 'product' | 'service';

export interface DemoRequestFormProps {
  kind: DemoKind;
  /** The product or service; omitted on /demo/product and /demo/service, where the visitor chooses. */
  offering?: ProductId | ServiceId;
  /** Names of the choices, in the page's language. */
  names: Record<string, string>;
}

/**
 * productDemo/Submit and serviceDemo/Submit: one form, two shapes, posted to the page's action
 * (features/lead-forms/lead-form-action.server.ts checks it with the route's schema). The offering
 * field is `product` or `service`; on a product's own /demo page it is fixed (a hidden field), else a select.
 */
export function DemoRequestForm({ kind, offering, names }: DemoRequestFormProps) {
  const { t } = useTranslation();
  const intent = kind === 'product' ? 'productDemo' : 'serviceDemo';
  const result = useLeadFormResult<DemoField>(intent);
  const choices = kind === 'product' ? PRODUCT_IDS : SERVICE_IDS;
  const errors = result?.errors ?? {};
  const values = result?.values ?? {};
  const first = firstInError(DEMO_FIELDS, result);
  const control = (name: DemoField) => ({ name, defaultValue: values[name], autoFocus: first === name });
  const id = (name: string) => `demo-${name}`;

  return (
    <LeadForm intent={intent} id="demo-form" label={t('leadForms.submitDemo')} submitLabel={t('leadForms.submitDemo')} result={result}>
      {offering ? (
        <input type="hidden" name={kind} value={offering} />
      ) : (
        <Field id={id(kind)} label={t(`leadForms.fields.${kind}`)} error={errors[kind]}>
          {(field) => (
            <Select {...field} {...control(kind)}>
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
        <Field id={id('fullname')} label={t('leadForms.fields.fullname')} error={errors.fullname}>
          {(field) => <Input {...field} autoComplete="name" {...control('fullname')} />}
        </Field>
        <Field id={id('company')} label={t('leadForms.fields.companyName')} error={errors.companyName}>
          {(field) => <Input {...field} autoComplete="organization" {...control('companyName')} />}
        </Field>
        <Field id={id('position')} label={`${t('leadForms.fields.position')} (${t('leadForms.fields.optional')})`} error={errors.position}>
          {(field) => <Input {...field} autoComplete="organization-title" {...control('position')} />}
        </Field>
        <Field id={id('team-size')} label={`${t('leadForms.fields.teamSize')} (${t('leadForms.fields.optional')})`} error={errors.teamSize}>
          {(field) => (
            <Select {...field} {...control('teamSize')}>
              <option value="">{t('leadForms.fields.choose')}</option>
              {TEAM_SIZES.map((size) => (
                <option key={size} value={size}>
                  {t(`leadForms.teamSizes.${size}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field id={id('phone')} label={t('leadForms.fields.phoneNumber')} hint={t('leadForms.fields.phoneHint')} error={errors.phoneNumber}>
          {(field) => <Input {...field} type="tel" inputMode="tel" dir="ltr" autoComplete="tel" {...control('phoneNumber')} />}
        </Field>
        <Field id={id('email')} label={t('leadForms.fields.email')} error={errors.email}>
          {(field) => <Input {...field} type="email" dir="ltr" autoComplete="email" {...control('email')} />}
        </Field>
      </div>
      <Field id={id('message')} label={`${t('leadForms.fields.message')} (${t('leadForms.fields.optional')})`} error={errors.message}>
        {(field) => <Textarea {...field} {...control('message')} />}
      </Field>
    </LeadForm>
  );
}
