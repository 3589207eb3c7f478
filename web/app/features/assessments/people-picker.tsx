import { useId, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Search, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Input } from '../../components/ui/input.tsx';
import { localDigits } from '../../lib/digits.ts';
import { LocalText, localText } from '../../lib/local-text.tsx';
import { useDebounced } from '../library/library-list-page.tsx';
import { useLang } from '../organisation/use-lang.ts';
import { peopleApi, peopleKeys } from '../people/people-api.ts';

export interface PickedPerson {
  id: string;
  name: string;
}

export interface PeoplePickerProps {
  id: string;
  label: string;
  description?: string;
  /** The system manager's chosen company; a company admin's is the session's. */
  companyId?: string;
  value: readonly PickedPerson[];
  onChange: (people: PickedPerson[]) => void;
  /** People who may not be chosen (e.g. the assessed person). */
  exclude?: readonly string[];
  /** One person only (choosing another replaces them). */
  single?: boolean;
  error?: string;
  disabled?: boolean;
}

/**
 * People of the company found by a search on the server (ی/ک and Persian digits normalised
 * there), chosen with checkboxes and shown as removable chips. Only active people are offered.
 */
export function PeoplePicker({ id, label, description, companyId, value, onChange, exclude = [], single, error, disabled }: PeoplePickerProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const own = useId();
  const [text, setText] = useState('');
  const search = useDebounced(text.trim(), 350);
  const request = { pageIndex: 1, pageSize: 25, search: search || undefined, companyId, isActive: true, sort: 'name' as const, direction: 'asc' as const };
  const results = useQuery({
    queryKey: peopleKeys.list(request),
    queryFn: ({ signal }) => peopleApi.list(request, signal),
    placeholderData: keepPreviousData,
    enabled: !disabled,
  });
  const chosen = new Set(value.map((p) => p.id));
  const errorId = error ? `${id}-error` : undefined;
  const descriptionId = description ? `${id}-description` : undefined;

  function toggle(person: PickedPerson) {
    if (chosen.has(person.id)) onChange(value.filter((p) => p.id !== person.id));
    else onChange(single ? [person] : [...value, person]);
  }

  return (
    <fieldset id={id} disabled={disabled} className="flex min-w-0 flex-col gap-2" aria-describedby={[descriptionId, errorId].filter(Boolean).join(' ') || undefined}>
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
          {value.map((person) => (
            <li key={person.id} className="inline-flex items-center gap-1 rounded-full bg-primary-50 py-0.5 ps-3 pe-1 text-sm text-primary-900 ring-1 ring-primary-200">
              <bdi>{person.name}</bdi>
              <button
                type="button"
                onClick={() => toggle(person)}
                className="inline-flex size-7 items-center justify-center rounded-full hover:bg-primary-100"
                aria-label={t('library.picker.remove', { title: person.name })}
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
          id={`${own}-search`}
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('assessments.peopleSearchPlaceholder')}
          className="ps-10"
          autoComplete="off"
          aria-controls={`${own}-results`}
        />
      </div>
      <div id={`${own}-results`} className="max-h-64 overflow-y-auto rounded-lg border border-line bg-surface" aria-busy={results.isFetching || undefined}>
        {results.isPending ? (
          <p className="px-3 py-4 text-center text-sm text-ink-muted">{t('common.loading')}</p>
        ) : (results.data?.data ?? []).filter((p) => !exclude.includes(p.id)).length === 0 ? (
          <p className="px-3 py-4 text-center text-sm text-ink-muted">{t('library.picker.none')}</p>
        ) : (
          <ul className="divide-y divide-line">
            {(results.data?.data ?? [])
              .filter((p) => !exclude.includes(p.id))
              .map((person) => (
                <li key={person.id}>
                  <label className="flex min-h-11 cursor-pointer items-center gap-3 px-3 py-1.5 hover:bg-primary-50">
                    <input
                      type={single ? 'radio' : 'checkbox'}
                      name={single ? `${own}-person` : undefined}
                      className="size-5 shrink-0 accent-primary-700"
                      checked={chosen.has(person.id)}
                      onChange={() => toggle({ id: person.id, name: localText(person.fullName, person.fullNameEn, lang) })}
                    />
                    <span className="min-w-0">
                      <span className="block">
                        <bdi>
                          <LocalText fa={person.fullName} en={person.fullNameEn} />
                        </bdi>
                      </span>
                      <span className="block text-xs text-ink-muted">
                        {[localText(person.departmentTitle, person.departmentTitleEn, lang), localText(person.positionTitle, person.positionTitleEn, lang)]
                          .filter(Boolean)
                          .join(' · ') || '—'}
                      </span>
                    </span>
                  </label>
                </li>
              ))}
          </ul>
        )}
      </div>
      {(results.data?.totalItems ?? 0) > 25 ? <p className="text-xs text-ink-muted">{t('assessments.peopleMore')}</p> : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
