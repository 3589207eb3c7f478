import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import type { IsoDate } from '../../lib/dates.ts';
import { DatePicker } from './date-picker.tsx';
import { Field } from './field.tsx';

/**
 * A labelled date of a react-hook-form form, picked in the reader's calendar. The form holds the ISO
 * date, or '' while there is none (the schemas ask for a date and name the empty one required).
 */
export function DateField<T extends FieldValues, Out = T>({
  control,
  name,
  id,
  label,
  error,
  minYear,
  maxYear,
}: {
  control: Control<T, unknown, Out>;
  name: FieldPath<T>;
  id: string;
  label: string;
  error?: string;
  /** Year bounds in the reader's calendar. */
  minYear?: number;
  maxYear?: number;
}) {
  return (
    <Field id={id} label={label} error={error}>
      {(c) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <DatePicker
              {...c}
              ref={field.ref}
              name={field.name}
              value={(field.value as IsoDate | '') || null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              minYear={minYear}
              maxYear={maxYear}
            />
          )}
        />
      )}
    </Field>
  );
}
