import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm, useWatch, type Control, type FieldErrors, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import {
  COMPANY_ROLES,
  STRUCTURE_KINDS,
  USER_TYPES,
  personInputSchema,
  type PersonInput,
  type PersonValues,
  type StructureKind,
} from '@rira/contracts/organisation';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { DatePicker } from '../../components/ui/date-picker.tsx';
import { Field, useFieldErrorText, type FieldControlProps } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Select } from '../../components/ui/select.tsx';
import { localDigits } from '../../lib/digits.ts';
import { useAction, type ActionOptions } from '../../lib/use-action.ts';
import { localTextAttributes } from '../../lib/language-marked-text.tsx';
import { titleIn } from '@rira/contracts/local-text';
import { CompanyPicker } from '../companies/company-picker.tsx';
import { useCompanyScope } from '../../lib/company-scope.ts';
import { useLang } from '../../lib/use-lang.ts';
import { fetchAllStructure, structureKeys } from '../structure/structure-api.ts';
import type { PickerItem } from '../../components/admin/picker.tsx';
import { ManagerPicker } from './manager-picker.tsx';

export type PersonFormValues = PersonInput;

export const EMPTY_PERSON: PersonFormValues = {
  firstName: '',
  lastName: '',
  firstNameEn: '',
  lastNameEn: '',
  birthDate: null,
  nationality: 'iranian',
  nationalCode: '',
  passportNumber: '',
  mobile: '',
  email: '',
  personnelCode: '',
  userType: 'employee',
  departmentId: null,
  structureId: null,
  positionId: null,
  jobTitleId: null,
  managementLevelId: null,
  managerId: null,
  roles: ['user'],
  isActive: true,
};

/** Every key the server may name in a field error. */
const FIELDS = [
  'companyId',
  'firstName',
  'lastName',
  'firstNameEn',
  'lastNameEn',
  'birthDate',
  'nationality',
  'nationalCode',
  'passportNumber',
  'mobile',
  'email',
  'personnelCode',
  'userType',
  'departmentId',
  'structureId',
  'positionId',
  'jobTitleId',
  'managementLevelId',
  'managerId',
  'roles',
  'isActive',
] as const;

type StructureField = 'departmentId' | 'structureId' | 'positionId' | 'jobTitleId' | 'managementLevelId';

const STRUCTURE_FIELD: Record<StructureKind, StructureField> = {
  department: 'departmentId',
  structure: 'structureId',
  position: 'positionId',
  jobTitle: 'jobTitleId',
  managementLevel: 'managementLevelId',
};

const emptyToNull = (value: string) => (value === '' ? null : value);

/** The note that explains why the account fields are read-only; each of them points to it. */
const ACCOUNT_NOTE_ID = 'person-account-locked';
/** The note that explains why one's own roles cannot be changed here. */
const ROLES_NOTE_ID = 'person-roles-locked';

export interface PersonFormProps {
  defaultValues: PersonFormValues;
  /** The system manager adding someone chooses the company; editing keeps it. */
  companyChoice: 'choose' | 'fixed' | 'session';
  /** Shown when the company is fixed. */
  companyTitle?: string;
  submitLabel: string;
  /**
   * The person's account (name, identifiers, contact) is not the caller's to change: they also
   * belong to another organisation or manage the platform. Those fields are shown read-only and
   * sent back as they are; the server refuses any change to them (403).
   */
  accountLocked?: boolean;
  /**
   * The person is the caller: nobody changes their own roles (the server refuses with 403), so the
   * roles are shown as they are, not offered, and sent back unchanged.
   */
  rolesLocked?: boolean;
  /** The person being edited (nobody is their own manager), and their manager's name for the picker's chip. */
  personId?: string;
  managerLabel?: string;
  /** The call that stores the person; a refusal's field errors land on the form's fields. */
  save: (values: PersonValues) => Promise<unknown>;
  /** The queries a save may have changed (a person added to a company changes its head count). */
  invalidates?: ActionOptions<PersonValues, unknown>['invalidates'];
  /** After a save (go back to where the admin came from). */
  onSaved?: () => unknown;
  onCancel: () => void;
}

/**
 * Add or edit a person: every field of the contract's personInputSchema, validated by the same
 * zod schema as the server, all problems shown at once (the server's too), values kept.
 */
export function PersonForm({
  defaultValues,
  companyChoice,
  companyTitle,
  submitLabel,
  accountLocked = false,
  rolesLocked = false,
  personId,
  managerLabel,
  save,
  invalidates,
  onSaved,
  onCancel,
}: PersonFormProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const errorText = useFieldErrorText();

  // The contract's schema, plus: the system manager must say which company the person joins.
  const base = zodResolver(personInputSchema) as Resolver<PersonFormValues, unknown, PersonValues>;
  const resolver: Resolver<PersonFormValues, unknown, PersonValues> = async (values, context, options) => {
    const result = await base(values, context, options);
    if (companyChoice === 'choose' && !values.companyId) {
      const errors: FieldErrors<PersonFormValues> = { ...result.errors, companyId: { type: 'required', message: 'validation.required' } };
      return { values: {}, errors };
    }
    return result;
  };

  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, submitCount },
  } = useForm<PersonFormValues, unknown, PersonValues>({ resolver, defaultValues, shouldFocusError: true });

  const nationality = useWatch({ control, name: 'nationality' });
  const chosenCompany = useWatch({ control, name: 'companyId' });
  const structureCompany = companyChoice === 'session' ? undefined : (chosenCompany ?? undefined);
  const structureReady = companyChoice === 'session' || Boolean(structureCompany);
  // The chip of the chosen manager: their name, kept here (the picker's options are search results).
  const [manager, setManager] = useState<PickerItem | null>(
    defaultValues.managerId ? { id: defaultValues.managerId, label: managerLabel ?? defaultValues.managerId } : null,
  );

  const store = useAction(save, { invalidates, onSuccess: () => onSaved?.(), form: { setError, fields: FIELDS } });
  const submit = handleSubmit((values) =>
    store.fire({
      ...values,
      nationalCode: values.nationality === 'iranian' ? values.nationalCode : null,
      passportNumber: values.nationality === 'foreign' ? values.passportNumber : null,
    }),
  );

  const errorCount = Object.keys(errors).length;
  // Read-only, not disabled: the values stay in the form (sent back unchanged), readable and focusable.
  const account = (c: FieldControlProps) =>
    accountLocked
      ? {
          ...c,
          readOnly: true,
          className: 'bg-page',
          'aria-describedby': [c['aria-describedby'], ACCOUNT_NOTE_ID].filter(Boolean).join(' '),
        }
      : c;

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-6">
      {submitCount > 0 && errorCount > 0 ? (
        <p role="alert" className="rounded-lg bg-danger-soft px-4 py-3 font-medium text-danger">
          {t('people.form.fixErrors', { count: errorCount, value: localDigits(errorCount, lang) })}
        </p>
      ) : null}

      <Section id="person-identity" title={t('people.form.identity')}>
        {accountLocked ? (
          <p id={ACCOUNT_NOTE_ID} className="rounded-lg bg-primary-50 px-4 py-3 text-sm text-primary-900 sm:col-span-2">
            {t('people.form.accountLocked')}
          </p>
        ) : null}
        <Field id="person-first-name" label={t('people.fields.firstName')} error={errorText(errors.firstName)}>
          {(c) => <Input {...account(c)} autoComplete="off" {...register('firstName')} />}
        </Field>
        <Field id="person-last-name" label={t('people.fields.lastName')} error={errorText(errors.lastName)}>
          {(c) => <Input {...account(c)} autoComplete="off" {...register('lastName')} />}
        </Field>
        <Field
          id="person-first-name-en"
          label={t('people.fields.firstNameEn')}
          hint={t('people.form.englishNameHint')}
          error={errorText(errors.firstNameEn)}
        >
          {(c) => <Input {...account(c)} dir="ltr" lang="en" autoComplete="off" spellCheck={false} {...register('firstNameEn')} />}
        </Field>
        <Field id="person-last-name-en" label={t('people.fields.lastNameEn')} error={errorText(errors.lastNameEn)}>
          {(c) => <Input {...account(c)} dir="ltr" lang="en" autoComplete="off" spellCheck={false} {...register('lastNameEn')} />}
        </Field>
        {accountLocked ? (
          <Field id="person-nationality" label={t('people.fields.nationality')}>
            {(c) => <Input {...account(c)} value={t(`people.nationality.${nationality}`)} />}
          </Field>
        ) : (
          <fieldset
            className="flex flex-col gap-1.5 sm:col-span-2"
            aria-describedby={errors.nationality ? 'person-nationality-error' : undefined}
          >
            <legend className="mb-1.5 text-sm font-medium">{t('people.fields.nationality')}</legend>
            <div className="flex flex-wrap gap-x-6">
              <label className="inline-flex min-h-11 cursor-pointer items-center gap-2">
                <input type="radio" value="iranian" className="size-5 accent-primary-700" {...register('nationality')} />
                {t('people.nationality.iranian')}
              </label>
              <label className="inline-flex min-h-11 cursor-pointer items-center gap-2">
                <input type="radio" value="foreign" className="size-5 accent-primary-700" {...register('nationality')} />
                {t('people.nationality.foreign')}
              </label>
            </div>
            {errors.nationality ? (
              <p id="person-nationality-error" className="text-sm font-medium text-danger">
                {errorText(errors.nationality)}
              </p>
            ) : null}
          </fieldset>
        )}
        {nationality === 'foreign' ? (
          <Field id="person-passport" label={t('people.fields.passportNumber')} error={errorText(errors.passportNumber)}>
            {(c) => <Input {...account(c)} dir="ltr" autoComplete="off" {...register('passportNumber')} />}
          </Field>
        ) : (
          <Field
            id="person-national-code"
            label={t('people.fields.nationalCode')}
            hint={accountLocked ? undefined : t('people.form.nationalCodeHint')}
            error={errorText(errors.nationalCode)}
          >
            {(c) => <Input {...account(c)} dir="ltr" inputMode="numeric" autoComplete="off" {...register('nationalCode')} />}
          </Field>
        )}
        <Field id="person-birth-date" label={t('people.fields.birthDate')} hint={t('org.optional')} error={errorText(errors.birthDate)}>
          {(c) => (
            <Controller
              control={control}
              name="birthDate"
              render={({ field }) => (
                <DatePicker
                  {...c}
                  disabled={accountLocked}
                  ref={field.ref}
                  name={field.name}
                  value={field.value ?? null}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  kind="birthDate"
                />
              )}
            />
          )}
        </Field>
      </Section>

      <Section id="person-contact" title={t('people.form.contact')}>
        <Field
          id="person-mobile"
          label={t('people.fields.mobile')}
          hint={accountLocked ? undefined : t('people.form.mobileHint')}
          error={errorText(errors.mobile)}
        >
          {(c) => <Input {...account(c)} type="tel" dir="ltr" inputMode="tel" autoComplete="off" {...register('mobile')} />}
        </Field>
        <Field
          id="person-email"
          label={t('people.fields.email')}
          hint={accountLocked ? undefined : t('org.optional')}
          error={errorText(errors.email)}
        >
          {(c) => <Input {...account(c)} type="email" dir="ltr" autoComplete="off" {...register('email')} />}
        </Field>
      </Section>

      <Section id="person-work" title={t('people.form.work')}>
        {companyChoice === 'choose' ? (
          <Field id="person-company" label={t('people.fields.company')} error={errorText(errors.companyId)}>
            {(c) => (
              <Controller
                control={control}
                name="companyId"
                render={({ field }) => (
                  <CompanyPicker
                    id={c.id}
                    aria-invalid={c['aria-invalid']}
                    aria-describedby={c['aria-describedby']}
                    value={field.value ?? ''}
                    emptyLabel={t('companies.choose')}
                    onChange={(value) => {
                      field.onChange(value || undefined);
                      // A manager is someone of the company: another company's choice starts over.
                      setManager(null);
                      setValue('managerId', null);
                    }}
                  />
                )}
              />
            )}
          </Field>
        ) : companyChoice === 'fixed' ? (
          <div className="flex flex-col gap-1.5">
            <span className="text-sm font-medium">{t('people.fields.company')}</span>
            <span className="flex min-h-11 items-center rounded-lg bg-page px-3">{companyTitle}</span>
          </div>
        ) : null}
        <Field
          id="person-personnel-code"
          label={t('people.fields.personnelCode')}
          hint={t('org.optional')}
          error={errorText(errors.personnelCode)}
        >
          {(c) => <Input {...c} dir="ltr" autoComplete="off" {...register('personnelCode')} />}
        </Field>
        <Field id="person-user-type" label={t('people.fields.userType')} error={errorText(errors.userType)}>
          {(c) => (
            <Select {...c} {...register('userType')}>
              {USER_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`people.userTypes.${type}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {STRUCTURE_KINDS.map((kind) => {
          const name = STRUCTURE_FIELD[kind];
          return (
            <StructureSelect
              key={kind}
              kind={kind}
              name={name}
              id={`person-${kind}`}
              control={control}
              companyId={structureCompany}
              enabled={structureReady}
              error={errorText(errors[name])}
            />
          );
        })}
        <div className="sm:col-span-2">
          <Controller
            control={control}
            name="managerId"
            render={({ field }) => (
              <ManagerPicker
                id="person-manager"
                value={manager}
                onChange={(item) => {
                  setManager(item);
                  field.onChange(item?.id ?? null);
                }}
                companyId={structureCompany}
                disabled={!structureReady}
                personId={personId}
                error={errorText(errors.managerId)}
              />
            )}
          />
        </div>
      </Section>

      <Section id="person-access" title={t('people.form.access')}>
        <fieldset
          className="flex flex-col gap-1 sm:col-span-2"
          aria-describedby={
            [rolesLocked ? ROLES_NOTE_ID : null, errors.roles ? 'person-roles-error' : null].filter(Boolean).join(' ') || undefined
          }
        >
          <legend className="mb-1 text-sm font-medium">{t('people.fields.roles')}</legend>
          {rolesLocked ? (
            <p id={ROLES_NOTE_ID} className="rounded-lg bg-primary-50 px-4 py-3 text-sm text-primary-900">
              {t('people.form.ownRoles')}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-x-6">
            {COMPANY_ROLES.map((role) =>
              rolesLocked ? (
                // Not registered: the form sends the roles it was given, and these only show them.
                <Checkbox
                  key={role}
                  id={`person-role-${role}`}
                  value={role}
                  label={t(`roles.${role}`)}
                  disabled
                  checked={(defaultValues.roles ?? []).includes(role)}
                  readOnly
                />
              ) : (
                <Checkbox key={role} id={`person-role-${role}`} value={role} label={t(`roles.${role}`)} {...register('roles')} />
              ),
            )}
          </div>
          {errors.roles ? (
            <p id="person-roles-error" className="text-sm font-medium text-danger">
              {errorText(errors.roles as { message?: string; type: string })}
            </p>
          ) : null}
        </fieldset>
        <Checkbox id="person-active" label={t('people.fields.isActive')} {...register('isActive')} />
      </Section>

      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={store.busy}>
          {submitLabel}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={store.busy}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-line bg-surface p-4 shadow-sm md:p-6">
      <h2 id={id} className="mb-4 text-lg font-semibold">
        {title}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </section>
  );
}

function StructureSelect({
  kind,
  name,
  id,
  control,
  companyId,
  enabled,
  error,
}: {
  kind: StructureKind;
  name: StructureField;
  id: string;
  control: Control<PersonFormValues>;
  companyId: string | undefined;
  enabled: boolean;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const scope = useCompanyScope();
  const { data, isPending } = useQuery({
    queryKey: structureKeys.list(kind, companyId ?? scope.key),
    queryFn: ({ signal }) => fetchAllStructure(kind, companyId, signal),
    enabled,
  });
  const items = data ?? [];
  return (
    <Field id={id} label={t(`people.fields.${kind}`)} hint={enabled ? undefined : t('people.form.chooseCompanyFirst')} error={error}>
      {(c) => (
        // Controlled, so a saved choice shows once the options have arrived.
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <Select
              {...c}
              ref={field.ref}
              name={field.name}
              value={field.value ?? ''}
              onChange={(e) => field.onChange(emptyToNull(e.target.value))}
              onBlur={field.onBlur}
              disabled={!enabled}
            >
              <option value="">{enabled && isPending ? t('common.loading') : t('people.form.none')}</option>
              {items.map((item) => (
                // A title in the other language is marked as such (not with the "inactive" note in the page's language).
                <option key={item.id} value={item.id} {...(item.isActive ? localTextAttributes(item.title, item.titleEn, lang) : {})}>
                  {titleIn(item, lang)}
                  {item.isActive ? '' : ` (${t('org.status.inactive')})`}
                </option>
              ))}
            </Select>
          )}
        />
      )}
    </Field>
  );
}
