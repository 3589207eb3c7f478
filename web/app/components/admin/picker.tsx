import { useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Search, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { normalizeForSearch } from '@rira/contracts/persian-text';
import { cn } from '../ui/cn.ts';
import { Input } from '../ui/input.tsx';
import { localDigits } from '../../lib/digits.ts';
import { useLang } from '../../lib/use-lang.ts';

export interface PickerItem {
  id: string;
  /** The item's text: its chip, the search (when the picker searches) and the remove button's name. */
  label: string;
  /** A second line in the list (e.g. the factor of a competency, a person's department). */
  hint?: string;
  /** What the list shows instead of `label`, when it needs more (a name marked with its language). */
  content?: ReactNode;
}

export interface PickerProps {
  id: string;
  label: string;
  description?: string;
  /** The chosen items, in the order they were chosen (shown as removable chips). */
  value: readonly PickerItem[];
  onChange: (value: PickerItem[]) => void;
  /**
   * What may be chosen. Without `onSearch` the picker filters them by what is typed (ی/ك and
   * Persian digits match their other spellings); with it they are the caller's search results.
   */
  options: readonly PickerItem[];
  /** The caller searches (e.g. on the server, debounced): it gets every change of the search text. */
  onSearch?: (text: string) => void;
  searchPlaceholder?: string;
  /** Options that cannot be picked (e.g. the competency being edited, the assessed person). */
  exclude?: readonly string[];
  /** At most this many; the other options are disabled once it is reached. */
  max?: number;
  /** Nothing to show yet. */
  loading?: boolean;
  /** A new search is on its way (the shown options may be stale). */
  busy?: boolean;
  disabled?: boolean;
  error?: string;
  /** A line under the list (e.g. "only the first 25 are shown"). */
  note?: ReactNode;
}

const fold = (text: string) => normalizeForSearch(text).toLowerCase();

/**
 * Several items picked from a longer list: the chosen ones as removable chips, a search box and
 * a scrolling list of checkboxes. The one picker of the panel, for a list the page already has
 * (competencies, departments) and for one searched on the server (people).
 *
 * Keyboard: ↓ (or Enter) in the search box goes to the list; in the list ↑/↓, Home/End move,
 * Space or Enter picks, Esc (or ↑ on the first option) goes back to the search box. The list is
 * one Tab stop. Removing a chip moves the focus to the next chip, else to the search box.
 */
export function Picker({
  id,
  label,
  description,
  value,
  onChange,
  options,
  onSearch,
  searchPlaceholder,
  exclude = [],
  max,
  loading,
  busy,
  disabled,
  error,
  note,
}: PickerProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const own = useId();
  const [search, setSearch] = useState('');
  const [active, setActive] = useState<string | null>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const chipsRef = useRef<HTMLUListElement>(null);
  const chosen = useMemo(() => new Set(value.map((item) => item.id)), [value]);
  const visible = useMemo(() => {
    const needle = onSearch ? '' : fold(search.trim());
    return options.filter((o) => !exclude.includes(o.id) && (!needle || fold(`${o.label} ${o.hint ?? ''}`).includes(needle)));
  }, [options, search, exclude, onSearch]);
  const full = max !== undefined && value.length >= max;
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const isDisabled = (option: PickerItem) => full && !chosen.has(option.id);
  // The option that is the list's one Tab stop: the last one moved to, else the first pickable.
  const tabStop = visible.find((o) => o.id === active && !isDisabled(o)) ?? visible.find((o) => !isDisabled(o));

  function toggle(item: PickerItem) {
    if (chosen.has(item.id)) onChange(value.filter((v) => v.id !== item.id));
    else if (!full) onChange([...value, item]);
  }

  function remove(item: PickerItem, index: number) {
    toggle(item);
    // The button is about to go: keep the focus in the picker (the next chip, else the search).
    const buttons = chipsRef.current?.querySelectorAll<HTMLButtonElement>('button');
    const next = buttons?.[index + 1] ?? buttons?.[index - 1];
    (next ?? searchRef.current)?.focus();
  }

  function optionBoxes(): HTMLInputElement[] {
    return [...(listRef.current?.querySelectorAll<HTMLInputElement>('input:not(:disabled)') ?? [])];
  }

  function focusOption(box: HTMLInputElement | undefined) {
    if (!box) return;
    setActive(box.value);
    box.focus();
  }

  function onSearchKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'Enter') {
      // Enter here must not submit the surrounding form.
      event.preventDefault();
      focusOption(optionBoxes()[0]);
    }
  }

  function onListKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const boxes = optionBoxes();
    const at = boxes.indexOf(event.target as HTMLInputElement);
    if (at < 0) return;
    const move = (box: HTMLInputElement | undefined) => {
      event.preventDefault();
      focusOption(box);
    };
    switch (event.key) {
      case 'ArrowDown':
        return move(boxes[at + 1] ?? boxes[at]);
      case 'ArrowUp':
        if (at === 0) {
          event.preventDefault();
          searchRef.current?.focus();
          return;
        }
        return move(boxes[at - 1]);
      case 'Home':
        return move(boxes[0]);
      case 'End':
        return move(boxes[boxes.length - 1]);
      case 'Escape':
        event.preventDefault();
        searchRef.current?.focus();
        return;
      case 'Enter': {
        event.preventDefault();
        const option = visible.find((o) => o.id === boxes[at]!.value);
        if (option) toggle(option);
        return;
      }
    }
  }

  return (
    <fieldset
      id={id}
      disabled={disabled}
      className="flex min-w-0 flex-col gap-2"
      aria-describedby={[descriptionId, errorId].filter(Boolean).join(' ') || undefined}
    >
      <legend className="mb-1 text-sm font-medium">
        {label}{' '}
        <span className="font-normal text-ink-muted">
          ({t('library.picker.chosen', { count: value.length, value: localDigits(value.length, lang) })})
        </span>
      </legend>
      {description ? (
        <p id={descriptionId} className="-mt-1 text-sm text-ink-muted">
          {description}
        </p>
      ) : null}
      {value.length ? (
        <ul ref={chipsRef} className="flex flex-wrap gap-1.5" aria-label={t('library.picker.chosenList', { label })}>
          {value.map((item, index) => (
            <li
              key={item.id}
              className="inline-flex items-center gap-1 rounded-full bg-primary-50 py-0.5 ps-3 pe-1 text-sm text-primary-900 ring-1 ring-primary-200"
            >
              <bdi>{item.label}</bdi>
              <button
                type="button"
                onClick={() => remove(item, index)}
                className="inline-flex size-7 items-center justify-center rounded-full hover:bg-primary-100"
                aria-label={t('library.picker.remove', { title: item.label })}
              >
                <X aria-hidden className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="relative">
        <Search aria-hidden className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-ink-muted" />
        <label htmlFor={`${own}-search`} className="sr-only">
          {t('library.picker.search', { label })}
        </label>
        <Input
          ref={searchRef}
          id={`${own}-search`}
          type="search"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            onSearch?.(e.target.value);
          }}
          onKeyDown={onSearchKeyDown}
          placeholder={searchPlaceholder ?? t('library.picker.searchPlaceholder')}
          className="ps-10"
          autoComplete="off"
          aria-controls={`${own}-options`}
        />
      </div>
      <div
        id={`${own}-options`}
        className="max-h-64 overflow-y-auto rounded-lg border border-line bg-surface"
        aria-busy={loading || busy || undefined}
      >
        {loading ? (
          <p className="px-3 py-4 text-center text-sm text-ink-muted">{t('common.loading')}</p>
        ) : visible.length === 0 ? (
          <p className="px-3 py-4 text-center text-sm text-ink-muted">{t('library.picker.none')}</p>
        ) : (
          <ul ref={listRef} className="divide-y divide-line" onKeyDown={onListKeyDown}>
            {visible.map((option) => {
              const checked = chosen.has(option.id);
              const off = isDisabled(option);
              return (
                <li key={option.id}>
                  <label
                    className={cn(
                      'flex min-h-11 cursor-pointer items-center gap-3 px-3 py-1.5 hover:bg-primary-50',
                      off && 'cursor-not-allowed opacity-60',
                    )}
                  >
                    <input
                      type="checkbox"
                      value={option.id}
                      className="size-5 shrink-0 accent-primary-700"
                      checked={checked}
                      disabled={off}
                      tabIndex={option === tabStop ? 0 : -1}
                      onFocus={() => setActive(option.id)}
                      onChange={() => toggle(option)}
                    />
                    <span className="min-w-0">
                      <span className="block">
                        <bdi>{option.content ?? option.label}</bdi>
                      </span>
                      {option.hint ? <span className="block text-xs text-ink-muted">{option.hint}</span> : null}
                    </span>
                  </label>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      {note ? <p className="text-xs text-ink-muted">{note}</p> : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * For a form field that holds ids (react-hook-form's `field.value`): the picker's value from the
 * options, and the ids back. An id missing from the options shows as itself.
 */
export function idsField(
  ids: readonly string[],
  options: readonly PickerItem[],
  onIds: (ids: string[]) => void,
): Pick<PickerProps, 'value' | 'onChange'> {
  const byId = new Map(options.map((o) => [o.id, o]));
  return {
    value: ids.map((id) => byId.get(id) ?? { id, label: id }),
    onChange: (items) => onIds(items.map((item) => item.id)),
  };
}
