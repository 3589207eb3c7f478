import { UserPlus, UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LINE_RELATIONS, type AssessorProposal, type AssessorType } from '@rira/contracts/assessments';
import { Button } from '../../components/ui/button.tsx';
import { localDigits } from '../../lib/digits.ts';
import { LocalText } from '../../lib/language-marked-text.tsx';
import { textIn, titleIn } from '@rira/contracts/local-text';
import { useLang } from '../../lib/use-lang.ts';
import { proposalsThatFit, type TypeCount } from './nomination-rules.ts';
import type { LanguageCode } from '@rira/contracts/language';

export interface ReportingLineProposalsProps {
  id: string;
  /** The proposals not on the list yet (the screen leaves out what it has, as it changes). */
  proposals: readonly AssessorProposal[];
  types: readonly AssessorType[];
  /** How many of each type the list holds now: a proposal of a full type waits. */
  counts: readonly TypeCount[];
  /** The person choosing their own assessors, or an admin picking for them. */
  audience: 'person' | 'admin';
  onAdd: (proposals: AssessorProposal[]) => void;
}

/** A proposal's department and position in the reader's language. */
export function proposalDetail(p: AssessorProposal, lang: LanguageCode): string {
  return [textIn(p.departmentTitle, p.departmentTitleEn, lang), textIn(p.positionTitle, p.positionTitleEn, lang)]
    .filter(Boolean)
    .join(' · ');
}

/**
 * Assessors offered from the reporting line (issue 23, docs/decisions/036): the manager, the peers
 * (same manager) and the direct reports, each with the type of its group, added one by one or all
 * at once (as many as each type has room for). Only an offer: once added they are rows of the list
 * like any other, whose type can be changed or which can be removed. Nothing when there is nothing
 * to offer (no reporting line, or everyone on it chosen).
 */
export function ReportingLineProposals({ id, proposals, types, counts, audience, onAdd }: ReportingLineProposalsProps) {
  const { t } = useTranslation();
  const lang = useLang();
  if (!proposals.length) return null;
  const fitting = proposalsThatFit(proposals, counts);
  const hasRoom = (typeId: string) => {
    const count = counts.find((c) => c.type.id === typeId);
    return Boolean(count && count.count < count.type.maxCount);
  };
  const typeName = (typeId: string) => {
    const type = types.find((x) => x.id === typeId);
    return type ? titleIn(type, lang) : '';
  };
  const titleId = `${id}-title`;
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3 rounded-xl border border-primary-200 bg-primary-50/60 p-4 md:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="flex items-center gap-2 text-lg font-semibold">
            <UsersRound aria-hidden className="size-5 shrink-0 text-primary-700" />
            {t(`assessorSetting.proposals.title.${audience}`)}
          </h2>
          <p className="mt-1 text-sm text-ink-muted">{t(`assessorSetting.proposals.intro.${audience}`)}</p>
        </div>
        <Button variant="secondary" disabled={!fitting.length} onClick={() => onAdd(fitting)}>
          <UserPlus aria-hidden className="size-5" />
          {t('assessorSetting.proposals.addAll', { value: localDigits(fitting.length, lang) })}
        </Button>
      </div>
      {LINE_RELATIONS.map((relation) => {
        const group = proposals.filter((p) => p.relation === relation);
        if (!group.length) return null;
        const groupId = `${id}-${relation}`;
        return (
          <div key={relation} className="flex flex-col gap-1">
            <h3 id={groupId} className="text-sm font-semibold text-ink-muted">
              {t(`assessorSetting.proposals.relations.${relation}.${audience}`)}
            </h3>
            <ul aria-labelledby={groupId} className="flex flex-col divide-y divide-line rounded-lg border border-line bg-surface">
              {group.map((p) => {
                const name = textIn(p.fullName, p.fullNameEn, lang);
                const room = hasRoom(p.assessorTypeId);
                return (
                  <li key={p.userId} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2">
                    <div className="min-w-0 flex-1">
                      <p className="font-medium">
                        <bdi>
                          <LocalText fa={p.fullName} en={p.fullNameEn} />
                        </bdi>
                      </p>
                      <p className="text-sm text-ink-muted">
                        {[proposalDetail(p, lang), typeName(p.assessorTypeId)].filter(Boolean).join(' · ')}
                      </p>
                    </div>
                    <Button variant="ghost" size="sm" disabled={!room} onClick={() => onAdd([p])}>
                      <UserPlus aria-hidden className="size-4" />
                      {room ? t('assessorSetting.add') : t('assessorSetting.proposals.full')}
                      {/* The visible word starts the name, so that speech input finds the button by it. */}
                      <span className="sr-only">{t('assessorSetting.proposals.whom', { name, type: typeName(p.assessorTypeId) })}</span>
                    </Button>
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </section>
  );
}
