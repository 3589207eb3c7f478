import { useId, useMemo, useState } from 'react';
import { Search, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { normalizeForSearch } from '@rira/contracts/persian-text';
import { cn } from '../../components/ui/cn.ts';
import { Input } from '../../components/ui/input.tsx';
import { localDigits } from '../../lib/digits.ts';
import { useLang } from '../organisation/use-lang.ts';

export interface PickOption {
  id: string;
  label: string;
  /** A second line (e.g. the factor of a competency). */
  hint?: string;
}

export interface PickListProps {
  id: string;
  label: string;
  description?: string;
  options: readonly PickOption[];
  value: readonly string[];
  onChange: (ids: string[]) => void;
  /** Options that cannot be picked (e.g. the competency being edited). */
  exclude?: readonly string[];
  error?: string;
  loading?: boolean;
  max?: number;
}

const fold = (text: string) => normalizeForSearch(text).toLowerCase();

/**
 * Several items picked from a longer list: the chosen ones as removable chips, a search box
 * (ی/ك and Persian digits match their other spellings) and a scrolling list of checkboxes.
 */
export function PickList({ id, label, description, options, value, onChange, exclude = [], error, loading, max }: PickListProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const own = useId();
  const [search, setSearch] = useState('');
  const chosen = useMemo(() => new Set(value), [value]);
  const byId = useMemo(() => new Map(options.map((o) => [o.id, o])), [options]);
  const visible = useMemo(() => {
    const needle = fold(search.trim());
    return options.filter((o) => !exclude.includes(o.id) && (!needle || fold(`${o.label} ${o.hint ?? ''}`).includes(needle)));
  }, [options, search, exclude]);
  const full = max !== undefined && value.length >= max;
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = error ? `${id}-error` : undefined;

  function toggle(optionId: string) {
    if (chosen.has(optionId)) onChange(value.filter((v) => v !== optionId));
    else if (!full) onChange([...value, optionId]);
  }

  return (
    <fieldset id={id} className="flex min-w-0 flex-col gap-2" aria-describedby={[descriptionId, errorId].filter(Boolean).join(' ') || undefined}>
      <legend className="mb-1 text-sm font-medium">
        {label} <span className="font-normal text-ink-muted">({t('library.picker.chosen', { count: value.length, value: localDigits(value.length, lang) })})</span>
      </legend>
      {description ? (
        <p id={descriptionId} className="-mt-1 text-sm text-ink-muted">
          {description}
        </p>
      ) : null}
      {value.length ? (
        <ul className="flex flex-wrap gap-1.5" aria-label={t('library.picker.chosenList', { label })}>
          {value.map((optionId) => {
            const option = byId.get(optionId);
            const text = option?.label ?? optionId;
            return (
              <li key={optionId} className="inline-flex items-center gap-1 rounded-full bg-primary-50 py-0.5 ps-3 pe-1 text-sm text-primary-900 ring-1 ring-primary-200">
                <span dir="auto">{text}</span>
                <button
                  type="button"
                  onClick={() => toggle(optionId)}
                  className="inline-flex size-7 items-center justify-center rounded-full hover:bg-primary-100"
                  aria-label={t('library.picker.remove', { title: text })}
                >
                  <X aria-hidden className="size-4" />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <div className="relative">
        <Search aria-hidden className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-ink-muted" />
        <label htmlFor={`${own}-search`} className="sr-only">
          {t('library.picker.search', { label })}
        </label>
        <Input
          id={`${own}-search`}
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder={t('library.picker.searchPlaceholder')}
          className="ps-10"
          autoComplete="off"
          aria-controls={`${own}-options`}
        />
      </div>
      <div id={`${own}-options`} className="max-h-60 overflow-y-auto rounded-lg border border-line bg-surface" aria-busy={loading || undefined}>
        {loading ? (
          <p className="px-3 py-4 text-center text-sm text-ink-muted">{t('common.loading')}</p>
        ) : visible.length === 0 ? (
          <p className="px-3 py-4 text-center text-sm text-ink-muted">{t('library.picker.none')}</p>
        ) : (
          <ul className="divide-y divide-line">
            {visible.map((option) => {
              const checked = chosen.has(option.id);
              return (
                <li key={option.id}>
                  <label className={cn('flex min-h-11 cursor-pointer items-center gap-3 px-3 py-1.5 hover:bg-primary-50', full && !checked && 'cursor-not-allowed opacity-60')}>
                    <input
                      type="checkbox"
                      className="size-5 shrink-0 accent-primary-700"
                      checked={checked}
                      disabled={full && !checked}
                      onChange={() => toggle(option.id)}
                    />
                    <span className="min-w-0">
                      <span dir="auto" className="block">
                        {option.label}
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
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
