import { useEffect, useEffectEvent, useRef, useState, type OptionHTMLAttributes, type ReactNode } from 'react';
import { useNavigation } from 'react-router';
import { Search } from 'lucide-react';
import { Button } from '../ui/button.tsx';
import { cn } from '../ui/cn.ts';
import { Input } from '../ui/input.tsx';
import { Select } from '../ui/select.tsx';
import { useDebounced } from '../../lib/use-debounced.ts';

/** How long typing must pause before the search runs (one request per pause, not per key). */
export const SEARCH_DELAY_MS = 350;

/** The search box and filters above a list: one search landmark (named by `label`), laid out by the screen (`className`). */
export function ListFilters({ label, className, children }: { label?: string; className?: string; children: ReactNode }) {
  return (
    <div role="search" aria-label={label} className={cn('flex flex-wrap items-end gap-3', className)}>
      {children}
    </div>
  );
}

/**
 * A list's search box. The text is typed freely; the search runs once typing pauses, or at once on
 * Enter (or the button, when the list shows one). `onSearch` gets the trimmed text, only when it
 * differs from `value` (what the list searches now). A search settling while the person is leaving
 * the page (a row's link) waits until that navigation ends, so it never pulls them back.
 */
export function SearchField({
  id,
  label,
  value,
  onSearch,
  placeholder,
  buttonLabel,
  className,
}: {
  id: string;
  label: string;
  value: string;
  onSearch: (text: string) => void;
  placeholder?: string;
  /** A visible search button (Enter searches at once either way). */
  buttonLabel?: string;
  className?: string;
}) {
  const [text, setText] = useState(value);
  const settled = useDebounced(text, SEARCH_DELAY_MS);
  const idle = useNavigation().state === 'idle';
  // The settled text not yet searched for (held while a navigation runs).
  const waiting = useRef<string | null>(null);
  const flush = useEffectEvent(() => {
    if (!idle || waiting.current === null) return;
    const next = waiting.current.trim();
    waiting.current = null;
    if (next !== value.trim()) onSearch(next);
  });
  useEffect(() => {
    waiting.current = settled;
    flush();
  }, [settled]);
  useEffect(() => {
    if (idle) flush();
  }, [idle]);

  const input = (
    <div className="relative flex-1">
      <Search aria-hidden className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-ink-muted" />
      <Input
        id={id}
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={placeholder}
        className="ps-10"
        autoComplete="off"
      />
    </div>
  );
  return (
    <form
      className={cn('flex min-w-0 flex-1 basis-64 flex-col gap-1.5', className)}
      onSubmit={(e) => {
        e.preventDefault();
        waiting.current = null;
        if (text.trim() !== value.trim()) onSearch(text.trim());
      }}
    >
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      {buttonLabel ? (
        <div className="flex gap-2">
          {input}
          <Button type="submit" variant="secondary">
            {buttonLabel}
          </Button>
        </div>
      ) : (
        input
      )}
    </form>
  );
}

export type FilterOption<V extends string = string> = { value: V; label: string } & Pick<
  OptionHTMLAttributes<HTMLOptionElement>,
  'lang' | 'dir'
>;

/** A labelled filter drop-down. The empty value means "all" (`allLabel`); `options` or `children` give the rest. */
export function FilterSelect<V extends string>({
  id,
  label,
  value,
  onChange,
  allLabel,
  options,
  disabled,
  className,
  children,
}: {
  id: string;
  label: string;
  /** The list's state (its type says which values the select may give back). */
  value: V;
  onChange: (value: V) => void;
  allLabel?: string;
  options?: readonly FilterOption<V>[];
  disabled?: boolean;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div className={cn('flex min-w-0 basis-44 flex-col gap-1.5 sm:flex-none', className)}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <Select id={id} value={value} disabled={disabled} onChange={(e) => onChange(e.target.value as V)}>
        {allLabel !== undefined ? <option value="">{allLabel}</option> : null}
        {options?.map(({ value: optionValue, label: optionLabel, ...attributes }) => (
          <option key={optionValue} value={optionValue} {...attributes}>
            {optionLabel}
          </option>
        ))}
        {children}
      </Select>
    </div>
  );
}
