import { useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { roundAddPeopleSchema, roundRemovePeopleSchema, type RoundDashboard } from '@rira/contracts/rounds';
import { textIn } from '@rira/contracts/local-text';
import { Picker, idsField } from '../../components/admin/picker.tsx';
import { useFieldErrorText } from '../../components/ui/field.tsx';
import { FormDialog } from '../../components/ui/form-dialog.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useCompanyScope } from '../../lib/company-scope.ts';
import { useAction } from '../../lib/use-action.ts';
import { useLang } from '../../lib/use-lang.ts';
import { assessmentKeys } from '../assessments/assessments-api.ts';
import { RoundPeopleFields } from './round-people-fields.tsx';
import { roundKeys, roundsApi, type RoundAddPeople, type RoundRemovePeople } from './rounds-api.ts';

type AddOutput = z.output<typeof roundAddPeopleSchema>;
type RemoveOutput = z.output<typeof roundRemovePeopleSchema>;
const changes = [roundKeys.all, assessmentKeys.all] as const;

/** More people for a running round: by name or by group, each an assessment with the round's template, dates and settings. */
export function AddPeopleDialog({ round, onClose }: { round: RoundDashboard; onClose: () => void }) {
  const { t } = useTranslation();
  const scope = useCompanyScope();
  const [problem, setProblem] = useState<string | null>(null);
  const { control, handleSubmit, setError } = useForm<RoundAddPeople, unknown, AddOutput>({
    resolver: zodResolver(roundAddPeopleSchema) as Resolver<RoundAddPeople, unknown, AddOutput>,
    defaultValues: {
      id: round.id,
      userIds: [],
      departmentIds: [],
      structureIds: [],
      positionIds: [],
      jobTitleIds: [],
      managementLevelIds: [],
    },
  });
  const add = useAction((input: AddOutput) => roundsApi.addPeople(input), {
    invalidates: changes,
    form: { setError, fields: ['departmentIds', 'structureIds', 'positionIds', 'jobTitleIds', 'managementLevelIds', 'userIds'] },
    onSuccess: onClose,
    onError: (error, _input, onFields) => {
      if (!onFields && error instanceof ApiError) setProblem(error.message);
    },
  });
  return (
    <FormDialog
      title={t('rounds.addDialog.title')}
      description={t('rounds.addDialog.intro')}
      busy={add.busy}
      onClose={onClose}
      onSubmit={handleSubmit((values) => {
        setProblem(null);
        add.fire(values);
      })}
      submitLabel={t('rounds.addDialog.submit')}
      problem={problem}
      className="max-h-[65vh] overflow-y-auto"
    >
      <RoundPeopleFields
        control={control}
        idPrefix="round-add"
        companyId={scope.isSystemManager ? round.companyId : undefined}
        companyKey={round.companyId}
        disabled={false}
        compact
      />
    </FormDialog>
  );
}

/**
 * People taken out of a round: only the round's own people are offered. The server refuses anyone
 * whose assessment holds a recorded answer and names them; the dialog says so and stays open.
 */
export function RemovePeopleDialog({ round, onClose }: { round: RoundDashboard; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const errorText = useFieldErrorText();
  const [problem, setProblem] = useState<string | null>(null);
  const options = round.people.map((p) => ({
    id: p.userId,
    label: textIn(p.name, p.nameEn, lang),
    hint: textIn(p.departmentTitle, p.departmentTitleEn, lang) || undefined,
  }));
  const {
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RoundRemovePeople, unknown, RemoveOutput>({
    resolver: zodResolver(roundRemovePeopleSchema) as Resolver<RoundRemovePeople, unknown, RemoveOutput>,
    defaultValues: { id: round.id, userIds: [] },
  });
  const remove = useAction((input: RemoveOutput) => roundsApi.removePeople(input), {
    invalidates: changes,
    form: { setError, fields: ['userIds'] },
    onSuccess: onClose,
    onError: (error, _input, onFields) => {
      if (!onFields && error instanceof ApiError) setProblem(error.message);
    },
  });
  return (
    <FormDialog
      title={t('rounds.removeDialog.title')}
      description={t('rounds.removeDialog.intro')}
      busy={remove.busy}
      onClose={onClose}
      onSubmit={handleSubmit((values) => {
        setProblem(null);
        remove.fire(values);
      })}
      submitLabel={t('rounds.removeDialog.submit')}
      submitVariant="danger"
      problem={problem}
      className="max-h-[65vh] overflow-y-auto"
    >
      <Controller
        control={control}
        name="userIds"
        render={({ field }) => (
          <Picker
            id="round-remove-people"
            label={t('rounds.removeDialog.people')}
            options={options}
            {...idsField(field.value ?? [], options, field.onChange)}
            error={errorText(errors.userIds as never)}
          />
        )}
      />
    </FormDialog>
  );
}
