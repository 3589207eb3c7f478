import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { NominationOutlook } from '@rira/contracts/assessments';
import { localDigits } from '../../lib/digits.ts';
import { useLang } from '../../lib/use-lang.ts';

/**
 * Groups of the assessors chosen that could never be shown in the report (assessment-method.md §2), said before
 * anyone is invited: to the person choosing (`person`) and to the admin confirming or picking
 * (`admin`). The rule is `nominationOutlook` (contracts/src/group-thresholds.ts), the server's own;
 * the screens only compute it live on the list being edited. Nothing when there is nothing to say.
 */
export function SmallGroupsNote({ outlook, audience, id }: { outlook: NominationOutlook; audience: 'person' | 'admin'; id?: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  if (!outlook.smallGroups.length && !outlook.othersShort) return null;
  const n = (value: number) => localDigits(value, lang);
  const titleId = `${id ?? 'small-groups'}-title`;
  return (
    <section
      id={id}
      aria-labelledby={titleId}
      className="flex flex-col gap-2 rounded-xl border border-warning-ink/30 bg-warning-soft px-4 py-3 text-sm text-warning-ink"
    >
      <h3 id={titleId} className="flex items-center gap-2 font-semibold">
        <TriangleAlert aria-hidden className="size-5 shrink-0" />
        {t('assessorSetting.smallGroups.title')}
      </h3>
      <ul className="list-disc ps-5">
        {outlook.smallGroups.map((g) => (
          <li key={g.group}>
            {t('assessorSetting.smallGroups.group', {
              group: t(`assessorSetting.groupProgress.groups.${g.group}`),
              nominated: n(g.nominated),
              needed: n(g.needed),
            })}
          </li>
        ))}
        {outlook.othersShort ? <li>{t('assessorSetting.smallGroups.othersShort', { min: n(outlook.minGroupSize) })}</li> : null}
      </ul>
      <p>{t(audience === 'person' ? 'assessorSetting.smallGroups.whyPerson' : 'assessorSetting.smallGroups.whyAdmin')}</p>
    </section>
  );
}
