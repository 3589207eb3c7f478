import type { ReactNode } from 'react';
import { get, useController, useFieldArray, useFormContext, useWatch, type FieldError } from 'react-hook-form';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toLatinDigits } from '@rira/contracts/persian-text';
import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../components/ui/cn.ts';
import { DatePicker } from '../../components/ui/date-picker.tsx';
import { Field, useFieldErrorText } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Select } from '../../components/ui/select.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { isIsoDate } from '../../lib/dates.ts';
import { localDigits } from '../../lib/digits.ts';

/**
 * The building blocks of the page editors: text fields bound to a path of the form (errors from
 * zod or from the server shown under them), and repeatable lists with add, remove, move up and
 * move down (buttons, so keyboards and phones can reorder too).
 */

/** A DOM id from a form path: `fa.features.items.0.title` → `pe-fa-features-items-0-title`. */
export const fieldId = (name: string) => `pe-${name.replace(/\./g, '-')}`;

export function useFieldError(name: string): string | undefined {
  const {
    formState: { errors },
  } = useFormContext();
  const errorText = useFieldErrorText();
  const error = get(errors, name) as (FieldError & { root?: FieldError }) | undefined;
  // A list's own problem (too few items) sits at the list or at its `root`.
  return errorText(error?.message ? error : error?.root);
}

/** The writing direction of a document's text inputs. */
export function dirOf(name: string): 'rtl' | 'ltr' {
  return name.startsWith('en.') ? 'ltr' : 'rtl';
}

export function TextField({
  name,
  label,
  multiline = false,
  rows = 3,
  hint,
  dir,
  optional = false,
}: {
  name: string;
  label: string;
  multiline?: boolean;
  rows?: number;
  hint?: string;
  dir?: 'rtl' | 'ltr';
  /** Empty means "not given" (undefined), for optional texts such as a question's hint. */
  optional?: boolean;
}) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  const options = optional ? { setValueAs: (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v) } : {};
  return (
    <Field id={fieldId(name)} label={label} hint={hint} error={error}>
      {(c) =>
        multiline ? (
          <Textarea {...c} rows={rows} dir={dir ?? dirOf(name)} {...register(name, options)} />
        ) : (
          <Input {...c} dir={dir ?? dirOf(name)} autoComplete="off" {...register(name, options)} />
        )
      }
    </Field>
  );
}

/**
 * A whole number typed in Persian or Latin digits; empty means "not given", so the schema says
 * the field is required rather than that 0 is too small.
 */
export function NumberField({ name, label, hint, className }: { name: string; label: string; hint?: string; className?: string }) {
  const { register } = useFormContext();
  const error = useFieldError(name);
  return (
    <Field id={fieldId(name)} label={label} hint={hint} error={error}>
      {(c) => (
        <Input
          {...c}
          dir="ltr"
          inputMode="numeric"
          autoComplete="off"
          className={className}
          {...register(name, {
            setValueAs: (v: unknown) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(toLatinDigits(v.trim()))) : v),
          })}
        />
      )}
    </Field>
  );
}

/** One of a fixed set of values, shown by their labels. Controlled: a list item's select keeps its value when items move. */
export function SelectField({
  name,
  label,
  hint,
  options,
}: {
  name: string;
  label: string;
  hint?: string;
  options: readonly { value: string; label: string }[];
}) {
  const { field } = useController({ name });
  const error = useFieldError(name);
  return (
    <Field id={fieldId(name)} label={label} hint={hint} error={error}>
      {(c) => (
        <Select
          {...c}
          name={field.name}
          ref={field.ref}
          value={(field.value as string | undefined) ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
        >
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

/** A calendar day kept as ISO `YYYY-MM-DD`, picked in the screen's calendar (Jalali in Persian). */
export function DateField({ name, label, hint }: { name: string; label: string; hint?: string }) {
  const { field } = useController({ name });
  const error = useFieldError(name);
  const value = typeof field.value === 'string' && isIsoDate(field.value) ? field.value : null;
  return (
    <Field id={fieldId(name)} label={label} hint={hint} error={error}>
      {(c) => <DatePicker {...c} ref={field.ref} name={field.name} value={value} onChange={field.onChange} onBlur={field.onBlur} />}
    </Field>
  );
}

/** A titled group of fields (one section of the page). */
export function Section({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <fieldset className={cn('flex min-w-0 flex-col gap-4 rounded-2xl border border-line bg-surface p-4 sm:p-5', className)}>
      <legend className="px-1 text-base font-bold text-ink">{title}</legend>
      {children}
    </fieldset>
  );
}

function ItemToolbar({
  index,
  count,
  min,
  label,
  onMove,
  onRemove,
}: {
  index: number;
  count: number;
  min: number;
  label: string;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center justify-between gap-2">
      <span className="text-sm font-semibold text-ink-muted">{label}</span>
      <div className="flex items-center gap-0.5">
        <Button
          variant="ghost"
          size="icon"
          disabled={index === 0}
          onClick={() => onMove(index, index - 1)}
          aria-label={t('pagesAdmin.list.moveUp', { item: label })}
        >
          <ArrowUp aria-hidden className="size-5" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          disabled={index === count - 1}
          onClick={() => onMove(index, index + 1)}
          aria-label={t('pagesAdmin.list.moveDown', { item: label })}
        >
          <ArrowDown aria-hidden className="size-5" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="text-danger hover:text-danger"
          disabled={count <= min}
          onClick={() => onRemove(index)}
          aria-label={t('pagesAdmin.list.remove', { item: label })}
        >
          <Trash2 aria-hidden className="size-5" />
        </Button>
      </div>
    </div>
  );
}

function ListFooter({
  name,
  count,
  max,
  addLabel,
  onAdd,
}: {
  name: string;
  count: number;
  max: number;
  addLabel: string;
  onAdd: () => void;
}) {
  const { t, i18n } = useTranslation();
  const error = useFieldError(name);
  const digits = (v: number) => localDigits(v, i18n.language === 'en' ? 'en' : 'fa');
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <Button variant="secondary" size="sm" disabled={count >= max} onClick={onAdd}>
        <Plus aria-hidden className="size-4" />
        {addLabel}
      </Button>
      <span className="text-sm text-ink-muted">{t('pagesAdmin.list.limit', { n: digits(count), max: digits(max) })}</span>
      {error ? (
        <p role="alert" id={`${fieldId(name)}-error`} className="w-full text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A list of objects (cards, steps, facts, questions…): each item's fields come from `children`. */
export function ObjectList({
  name,
  itemLabel,
  addLabel,
  newItem,
  min = 0,
  max,
  children,
}: {
  name: string;
  itemLabel: (index: number) => string;
  addLabel: string;
  newItem: () => Record<string, unknown>;
  min?: number;
  max: number;
  children: (prefix: string, index: number) => ReactNode;
}) {
  const { control } = useFormContext();
  const { fields, append, remove, move } = useFieldArray({ control, name });
  return (
    <div className="flex flex-col gap-3">
      <ol className="flex flex-col gap-3">
        {fields.map((field, index) => (
          <li key={field.id} className="flex flex-col gap-3 rounded-xl border border-line bg-page p-3 sm:p-4">
            <ItemToolbar index={index} count={fields.length} min={min} label={itemLabel(index)} onMove={move} onRemove={remove} />
            {children(`${name}.${index}`, index)}
          </li>
        ))}
      </ol>
      <ListFooter name={name} count={fields.length} max={max} addLabel={addLabel} onAdd={() => append(newItem())} />
    </div>
  );
}

/** A list of texts (paragraphs, outcomes…), kept as plain strings in the document. */
export function TextList({
  name,
  itemLabel,
  addLabel,
  min = 0,
  max,
  multiline = false,
}: {
  name: string;
  itemLabel: (index: number) => string;
  addLabel: string;
  min?: number;
  max: number;
  multiline?: boolean;
}) {
  const { control, setValue, formState } = useFormContext();
  const items = (useWatch({ control, name }) as string[] | undefined) ?? [];
  const errorText = useFieldErrorText();
  const change = (next: string[]) => setValue(name, next, { shouldDirty: true, shouldValidate: formState.isSubmitted });
  const move = (from: number, to: number) => {
    const next = [...items];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    change(next);
  };
  return (
    <div className="flex flex-col gap-3">
      <ol className="flex flex-col gap-3">
        {items.map((value, index) => {
          const id = fieldId(`${name}.${index}`);
          const error = errorText(get(formState.errors, `${name}.${index}`) as FieldError | undefined);
          const control = {
            id,
            value,
            dir: dirOf(name),
            'aria-invalid': error ? true : undefined,
            'aria-describedby': error ? `${id}-error` : undefined,
            onChange: (e: { target: { value: string } }) => change(items.map((v, i) => (i === index ? e.target.value : v))),
          };
          return (
            // Index keys: the texts themselves may repeat while typing; the inputs are controlled.
            <li key={index} className="flex flex-col gap-2 rounded-xl border border-line bg-page p-3">
              <ItemToolbar
                index={index}
                count={items.length}
                min={min}
                label={itemLabel(index)}
                onMove={move}
                onRemove={(i) => change(items.filter((_, j) => j !== i))}
              />
              <label htmlFor={id} className="sr-only">
                {itemLabel(index)}
              </label>
              {multiline ? <Textarea rows={4} {...control} /> : <Input autoComplete="off" {...control} />}
              {error ? (
                <p id={`${id}-error`} className="text-sm font-medium text-danger">
                  {error}
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
      <ListFooter name={name} count={items.length} max={max} addLabel={addLabel} onAdd={() => change([...items, ''])} />
    </div>
  );
}
