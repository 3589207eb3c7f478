import { useTranslation } from 'react-i18next';
import type { Assessor, AssessorType, GroupProgress, MyAssessor } from '@rira/contracts/assessments';
import { Badge, type BadgeTone } from '../../components/ui/badge.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ScrollArea } from '../../components/ui/scroll-area.tsx';
import { LocalText } from '../../lib/language-marked-text.tsx';
import { textIn, titleIn } from '@rira/contracts/local-text';
import { useLang } from '../../lib/use-lang.ts';
import type { LanguageCode } from '@rira/contracts/language';

export const CONFIRMATION_TONE: Record<MyAssessor['confirmation'], BadgeTone> = {
  pending: 'warning',
  confirmed: 'success',
  disapproved: 'danger',
};
export const PROGRESS_TONE: Record<Assessor['progress'], BadgeTone> = { notStarted: 'neutral', inProgress: 'info', finished: 'success' };

/** An assessor's type in the reader's language: from the types list, else the assessor row's own titles. */
export function typeTitle(
  types: readonly AssessorType[],
  id: string | null,
  fallback: { title: string | null; titleEn: string | null },
  lang: LanguageCode,
): string {
  const type = types.find((t) => t.id === id);
  return (type ? titleIn(type, lang) : textIn(fallback.title, fallback.titleEn, lang)) || '—';
}

/**
 * The assessed person's view of their assessors: who, as what, and confirmed or not; how far only
 * as counts per group (assessment-method.md §2: one assessor's progress would say who has answered).
 */
export function AssessorStatusTable({
  assessors,
  groups,
  types,
}: {
  assessors: readonly MyAssessor[];
  groups: readonly GroupProgress[];
  types: readonly AssessorType[];
}) {
  const { t } = useTranslation();
  const lang = useLang();
  if (assessors.length === 0)
    return <EmptyState title={t('assessorSetting.noneYet')} className="rounded-xl border border-line bg-surface" />;
  return (
    <div className="flex flex-col gap-3">
      {groups.length > 0 ? <GroupProgressList groups={groups} /> : null}
      <ScrollArea label={t('assessorSetting.statusCaption')} className="rounded-xl border border-line bg-surface">
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">{t('assessorSetting.statusCaption')}</caption>
          <thead className="bg-page">
            <tr>
              {(['name', 'type', 'confirmation'] as const).map((column) => (
                <th
                  key={column}
                  scope="col"
                  className="whitespace-nowrap border-b border-line px-3 py-2 text-start font-semibold text-ink-muted"
                >
                  {t(`assessorSetting.columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {assessors.map((a) => (
              <tr key={a.id}>
                <td className="border-b border-line px-3 py-2">
                  <bdi className="font-medium">
                    <LocalText fa={a.name} en={a.nameEn} />
                  </bdi>
                  {a.isExternal ? <span className="ms-2 text-xs text-ink-muted">{t('assessorSetting.external')}</span> : null}
                </td>
                <td className="border-b border-line px-3 py-2">
                  {typeTitle(types, a.assessorTypeId, { title: a.assessorTypeTitle, titleEn: a.assessorTypeTitleEn }, lang)}
                </td>
                <td className="border-b border-line px-3 py-2">
                  <Badge tone={CONFIRMATION_TONE[a.confirmation]}>{t(`assessorSetting.confirmation.${a.confirmation}`)}</Badge>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollArea>
    </div>
  );
}

/** Invited and finished per group: the only progress the assessed person sees. */
export function GroupProgressList({ groups }: { groups: readonly GroupProgress[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const count = (n: number) => new Intl.NumberFormat(lang === 'fa' ? 'fa-IR' : 'en-GB').format(n);
  return (
    <section aria-labelledby="group-progress-title" className="rounded-xl border border-line bg-surface p-4">
      <h2 id="group-progress-title" className="mb-2 font-semibold">
        {t('assessorSetting.groupProgress.title')}
      </h2>
      <ul className="flex flex-col gap-1 text-sm">
        {groups.map((g) => (
          <li key={g.group} className="flex justify-between gap-3">
            <span>{t(`assessorSetting.groupProgress.groups.${g.group}`)}</span>
            <span className="tabular-nums">
              {t('assessorSetting.groupProgress.count', { finished: count(g.finished), invited: count(g.invited) })}
            </span>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-xs text-ink-muted">{t('assessorSetting.groupProgress.note')}</p>
    </section>
  );
}
