import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ArrowRight, UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { MIN_GROUP_SIZE, type AssessorType, type GroupProgress, type MyAssessment, type MyAssessor } from '@rira/contracts/assessments';
import { buttonClasses } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { eachPage } from '../../lib/fetch-all.ts';
import { LocalText } from '../../lib/language-marked-text.tsx';
import { participantApi, participantKeys } from '../my-assessments/participant-api.ts';
import { AssessorEditor } from './assessor-editor.tsx';
import { AssessorStatusTable } from './assessor-status-table.tsx';

/**
 * Finds the person's own assessment (its state decides what this screen allows): among the open
 * ones, then among the closed ones — the completed tab —, so that after a close this address says
 * the assessment is closed, not that it was not found (issue 23).
 */
async function findOwnAssessment(assessmentId: string, signal?: AbortSignal): Promise<MyAssessment | null> {
  for (const tab of ['self', 'completed'] as const) {
    for await (const rows of eachPage((paging) => participantApi.mine(tab, paging.pageIndex, paging.pageSize, signal))) {
      const found = rows.find((item) => item.assessmentId === assessmentId && item.role === 'self');
      if (found) return found;
    }
  }
  return null;
}

/**
 * /admin/my-assessments/{assessmentId}/assessors: the assessed person chooses their assessors
 * (once their self-assessment is registered, and when the assessment lets them), within each
 * assessor type's minimum and maximum, and sends the invitations; afterwards they follow each
 * assessor's confirmation, and progress only as counts per group (assessment-method.md §2), never their answers.
 */
export function AssessorSettingPage({ assessmentId }: { assessmentId: string }) {
  const { t } = useTranslation();
  const own = useQuery({
    queryKey: [...participantKeys.all, 'own', assessmentId],
    queryFn: ({ signal }) => findOwnAssessment(assessmentId, signal),
  });
  const types = useQuery({
    queryKey: participantKeys.types(assessmentId),
    queryFn: ({ signal }) => participantApi.assessorTypes(assessmentId, signal),
  });
  const assessors = useQuery({
    queryKey: participantKeys.assessors(assessmentId),
    queryFn: ({ signal }) => participantApi.myAssessors(assessmentId, signal),
  });
  const [generation, setGeneration] = useState(0);
  const queryClient = useQueryClient();

  const heading = (
    <div className="flex flex-col gap-2">
      <Link
        to="/admin/my-assessments"
        className="inline-flex items-center gap-1 self-start rounded-md text-sm font-medium text-primary-800 hover:underline"
      >
        <ArrowRight aria-hidden className="size-4 ltr:rotate-180" />
        {t('myAssessments.title')}
      </Link>
      <h1 className="text-2xl font-bold md:text-3xl">{t('assessorSetting.title')}</h1>
      {own.data ? <LocalText as="p" className="text-ink-muted" fa={own.data.templateTitle} en={own.data.templateTitleEn} /> : null}
    </div>
  );

  if (own.isPending || types.isPending || assessors.isPending) {
    return (
      <div className="mx-auto flex max-w-4xl flex-col gap-5">
        {heading}
        <p className="py-10 text-center text-ink-muted">{t('common.loading')}</p>
      </div>
    );
  }
  const error = own.error ?? types.error ?? assessors.error;
  if (error || !own.data) {
    return (
      <div className="mx-auto flex max-w-4xl flex-col gap-5">
        {heading}
        <EmptyState
          icon={UsersRound}
          title={t('assessorSetting.unavailable')}
          description={error instanceof ApiError ? error.message : t('assessorSetting.notFound')}
          className="rounded-xl border border-line bg-surface"
        />
      </div>
    );
  }

  const item = own.data;
  const selfPending = ['draft', 'new', 'selfInProgress'].includes(item.status);
  const editable = !selfPending && (item.nextAction === 'chooseAssessors' || item.nextAction === 'waitForConfirmation');
  // Not an action: the editor's own calls have run; this re-reads them and remounts the editor on the stored state.
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: participantKeys.all });
    setGeneration((g) => g + 1);
  };

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-5">
      {heading}
      {selfPending ? (
        <section className="flex flex-col items-start gap-3 rounded-xl border border-warning-ink/30 bg-warning-soft p-4 text-warning-ink">
          <p>{t('errors.selfFirst')}</p>
          <Link to={`/admin/my-assessments/${item.assessorId}`} className={buttonClasses('primary', 'md')}>
            {t(item.status === 'new' ? 'myAssessments.actions.start' : 'myAssessments.actions.continue')}
          </Link>
        </section>
      ) : editable ? (
        <AssessorEditor
          key={generation}
          assessmentId={assessmentId}
          status={item.status}
          types={types.data ?? []}
          assessors={assessors.data?.assessors ?? []}
          minGroupSize={assessors.data?.nominationOutlook.minGroupSize ?? MIN_GROUP_SIZE.default}
          onSaved={refresh}
        />
      ) : (
        <StatusOnly
          item={item}
          types={types.data ?? []}
          assessors={assessors.data?.assessors ?? []}
          groups={assessors.data?.groups ?? []}
        />
      )}
    </div>
  );
}

function StatusOnly({
  item,
  types,
  assessors,
  groups,
}: {
  item: MyAssessment;
  types: AssessorType[];
  assessors: MyAssessor[];
  groups: GroupProgress[];
}) {
  const { t } = useTranslation();
  // The state may have moved on since the page was opened (an admin confirmed, someone answered).
  const queryClient = useQueryClient();
  useEffect(() => {
    const timer = setInterval(() => void queryClient.invalidateQueries({ queryKey: participantKeys.assessors(item.assessmentId) }), 60_000);
    return () => clearInterval(timer);
  }, [queryClient, item.assessmentId]);
  return (
    <div className="flex flex-col gap-4">
      <p className="rounded-xl border border-line bg-surface p-4">
        {t(
          `assessorSetting.statusIntro.${item.status === 'collecting' || item.status === 'finished' || item.status === 'waiting' ? item.status : 'other'}`,
        )}
      </p>
      <AssessorStatusTable assessors={assessors} groups={groups} types={types} />
    </div>
  );
}
