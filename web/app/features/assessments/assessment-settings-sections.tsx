import type { Control, FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../components/admin/form-section.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { DateField } from '../../components/ui/date-field.tsx';
import { useFieldErrorText } from '../../components/ui/field.tsx';
import { calendarOf, isoToParts, tehranToday } from '../../lib/dates.ts';
import { useLang } from '../../lib/use-lang.ts';
import { SETTINGS } from './assessment-settings.ts';

/**
 * The settings and the dates of a new assessment, as the new-assessment and new-round forms ask
 * them (one form's fields, with ids `<idPrefix>-<name>`): the four settings with their hints, then
 * the start and finish dates (Jalali in Persian) from last year to five years on.
 */
export function SettingsSection<T extends FieldValues>({ idPrefix, register }: { idPrefix: string; register: UseFormRegister<T> }) {
  const { t } = useTranslation();
  return (
    <FormSection title={t('assessments.new.settingsSection')}>
      <ul className="flex flex-col gap-3">
        {SETTINGS.map((name) => (
          <li key={name} className="rounded-lg bg-page px-3 py-1">
            <Checkbox
              id={`${idPrefix}-${name}`}
              label={t(`assessments.settings.${name}`)}
              aria-describedby={`${idPrefix}-${name}-hint`}
              {...register(name as Path<T>)}
            />
            <p id={`${idPrefix}-${name}-hint`} className="ms-8 pb-2 text-sm text-ink-muted">
              {t(`assessments.settings.${name}Hint`)}
            </p>
          </li>
        ))}
      </ul>
    </FormSection>
  );
}

export function DatesSection<T extends FieldValues>({
  idPrefix,
  control,
  errors,
}: {
  idPrefix: string;
  control: Control<T>;
  errors: FieldErrors<T>;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const errorText = useFieldErrorText();
  const currentYear = isoToParts(tehranToday(), calendarOf(lang))!.year;
  return (
    <FormSection title={t('assessments.new.datesSection')}>
      <div className="grid gap-3 md:grid-cols-2">
        {(['startsOn', 'finishesOn'] as const).map((name) => (
          <DateField
            key={name}
            control={control}
            name={name as Path<T>}
            id={`${idPrefix}-${name}`}
            label={t(`assessments.columns.${name}`)}
            error={errorText(errors[name] as never)}
            minYear={currentYear - 1}
            maxYear={currentYear + 5}
          />
        ))}
      </div>
    </FormSection>
  );
}
