import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Search, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AssessorType } from '@rira/contracts/assessments';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Select } from '../../components/ui/select.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { LocalText } from '../../lib/language-marked-text.tsx';
import { textIn, titleIn } from '@rira/contracts/local-text';
import { useDebounced } from '../../lib/use-debounced.ts';
import { useLang } from '../../lib/use-lang.ts';
import { participantApi, participantKeys, type Colleague } from '../my-assessments/participant-api.ts';
import { firstTypeWithRoom, type TypeCount } from './nomination-rules.ts';
import type { LanguageCode } from '@rira/contracts/language';

/** A colleague's department and position in the reader's language. */
export function colleagueDetail(c: Colleague, lang: LanguageCode): string {
  return [textIn(c.departmentTitle, c.departmentTitleEn, lang), textIn(c.positionTitle, c.positionTitleEn, lang)]
    .filter(Boolean)
    .join(' · ');
}

/** Colleagues found by name (the server's search of the company), added as drafts of the chosen type. */
export function ColleagueSearch({
  assessmentId,
  types,
  counts,
  exclude,
  onAdd,
}: {
  assessmentId: string;
  types: AssessorType[];
  counts: TypeCount[];
  exclude: Set<string | undefined>;
  onAdd: (colleague: Colleague, typeId: string) => void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const [text, setText] = useState('');
  const search = useDebounced(text.trim(), 350);
  const suggested = firstTypeWithRoom(types, counts);
  const [chosenType, setChosenType] = useState<string>('');
  const typeId = chosenType || suggested?.id || '';
  const results = useQuery({
    queryKey: participantKeys.colleagues(assessmentId, search),
    queryFn: ({ signal }) => participantApi.searchColleagues(assessmentId, search, signal),
    staleTime: 30_000,
  });
  const shown = (results.data ?? []).filter((c) => !exclude.has(c.userId));
  return (
    <section aria-labelledby="colleague-search-title" className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4 md:p-6">
      <h2 id="colleague-search-title" className="text-lg font-semibold">
        {t('assessorSetting.searchTitle')}
      </h2>
      <div className="grid gap-3 sm:grid-cols-[2fr_1fr]">
        <div className="flex flex-col gap-1.5">
          <label htmlFor="colleague-search" className="text-sm font-medium">
            {t('assessorSetting.searchLabel')}
          </label>
          <div className="relative">
            <Search aria-hidden className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-ink-muted" />
            <Input
              id="colleague-search"
              type="search"
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder={t('assessorSetting.searchPlaceholder')}
              className="ps-10"
              autoComplete="off"
              aria-controls="colleague-results"
            />
          </div>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor="colleague-type" className="text-sm font-medium">
            {t('assessorSetting.addAs')}
          </label>
          <Select id="colleague-type" value={typeId} onChange={(e) => setChosenType(e.target.value)}>
            {types.map((type) => (
              <option key={type.id} value={type.id}>
                {titleIn(type, lang)}
              </option>
            ))}
          </Select>
        </div>
      </div>
      <div id="colleague-results" aria-live="polite" aria-busy={results.isFetching || undefined} className="max-h-80 overflow-y-auto">
        {results.isPending ? (
          <p className="py-4 text-center text-ink-muted">{t('common.loading')}</p>
        ) : results.isError ? (
          <p className="py-4 text-center text-danger">{results.error instanceof ApiError ? results.error.message : t('errors.internal')}</p>
        ) : shown.length === 0 ? (
          <p className="py-4 text-center text-ink-muted">{t('assessorSetting.noResults')}</p>
        ) : (
          <ul className="flex flex-col divide-y divide-line">
            {shown.map((colleague) => (
              <li key={colleague.userId} className="flex items-center gap-3 py-2">
                <div className="min-w-0 flex-1">
                  <p className="font-medium">
                    <bdi>
                      <LocalText fa={colleague.fullName} en={colleague.fullNameEn} />
                    </bdi>
                  </p>
                  <p className="text-sm text-ink-muted">{colleagueDetail(colleague, lang) || '—'}</p>
                </div>
                <Button
                  variant="secondary"
                  size="sm"
                  disabled={!typeId}
                  onClick={() => onAdd(colleague, typeId)}
                  aria-label={t('assessorSetting.addNamed', { name: textIn(colleague.fullName, colleague.fullNameEn, lang) })}
                >
                  <UserPlus aria-hidden className="size-4" />
                  {t('assessorSetting.add')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
