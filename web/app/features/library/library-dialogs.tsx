import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  RATER_GROUPS,
  assessorTypeInputSchema,
  difficultyInputSchema,
  factorInputSchema,
  type AssessorType,
  type Difficulty,
  type Factor,
} from '@rira/contracts/assessments';
import { Button } from '../../components/ui/button.tsx';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Modal } from '../../components/ui/drawer.tsx';
import { Field, useFieldErrorText } from '../../components/ui/field.tsx';
import { Input, inputClasses } from '../../components/ui/input.tsx';
import { Select } from '../../components/ui/select.tsx';
import { useAction } from '../../lib/use-action.ts';
import { libraryApi, libraryKeys } from './library-api.ts';
import { asNumber } from '../../lib/number-input.ts';

interface DialogProps<T> {
  item: T | null;
  onClose: () => void;
  onSaved: () => void;
}

function DialogForm({
  title,
  onSubmit,
  onClose,
  busy,
  children,
}: {
  title: string;
  onSubmit: () => void;
  onClose: () => void;
  busy: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={title}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
        className="flex max-h-[70dvh] flex-col gap-4 overflow-y-auto p-0.5"
      >
        {children}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={busy}>
            {t('library.actions.save')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

type DifficultyValues = z.input<typeof difficultyInputSchema>;
type DifficultyOutput = z.output<typeof difficultyInputSchema>;

export function DifficultyDialog({ item, onClose, onSaved }: DialogProps<Difficulty>) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const { register, handleSubmit, setError, formState } = useForm<DifficultyValues, unknown, DifficultyOutput>({
    resolver: zodResolver(difficultyInputSchema),
    defaultValues: item
      ? { title: item.title, titleEn: item.titleEn ?? '', isHard: item.isHard, isActive: item.isActive }
      : { title: '', titleEn: '', isHard: false, isActive: true },
  });
  const { errors } = formState;
  const save = useAction(
    (values: DifficultyOutput) =>
      item ? libraryApi.update('difficulty', { ...values, id: item.id }) : libraryApi.add('difficulty', values),
    { invalidates: [libraryKeys.kind('difficulty')], onSuccess: () => onSaved(), form: { setError, fields: ['title', 'titleEn'] } },
  );
  const onSubmit = handleSubmit((values) => save.fire(values));
  return (
    <DialogForm
      title={t(item ? 'library.difficulty.editTitle' : 'library.difficulty.add')}
      onSubmit={() => void onSubmit()}
      onClose={onClose}
      busy={save.busy}
    >
      <Field id="difficulty-title" label={t('library.fields.titleFa')} error={errorText(errors.title)}>
        {(c) => <Input {...c} autoComplete="off" {...register('title')} />}
      </Field>
      <Field id="difficulty-title-en" label={t('library.fields.titleEn')} error={errorText(errors.titleEn)}>
        {(c) => <Input {...c} dir="ltr" lang="en" autoComplete="off" {...register('titleEn')} />}
      </Field>
      <Checkbox id="difficulty-hard" label={t('library.difficulty.isHard')} {...register('isHard')} />
      <p className="-mt-3 text-sm text-ink-muted">{t('library.difficulty.isHardHint')}</p>
      <Checkbox id="difficulty-active" label={t('library.fields.isActive')} {...register('isActive')} />
    </DialogForm>
  );
}

type FactorValues = z.input<typeof factorInputSchema>;
type FactorOutput = z.output<typeof factorInputSchema>;

export function FactorDialog({ item, onClose, onSaved }: DialogProps<Factor>) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const { register, handleSubmit, setError, formState } = useForm<FactorValues, unknown, FactorOutput>({
    resolver: zodResolver(factorInputSchema),
    defaultValues: item
      ? {
          title: item.title,
          titleEn: item.titleEn ?? '',
          description: item.description ?? '',
          descriptionEn: item.descriptionEn ?? '',
          minScore: item.minScore,
          maxScore: item.maxScore,
          isActive: item.isActive,
        }
      : { title: '', titleEn: '', description: '', descriptionEn: '', minScore: 1.67, maxScore: 2.33, isActive: true },
  });
  const { errors } = formState;
  const save = useAction(
    (values: FactorOutput) => (item ? libraryApi.update('factor', { ...values, id: item.id }) : libraryApi.add('factor', values)),
    {
      invalidates: [libraryKeys.kind('factor')],
      onSuccess: () => onSaved(),
      form: { setError, fields: ['title', 'titleEn', 'description', 'descriptionEn', 'minScore', 'maxScore'] },
    },
  );
  const onSubmit = handleSubmit((values) => save.fire(values));
  return (
    <DialogForm
      title={t(item ? 'library.factor.editTitle' : 'library.factor.add')}
      onSubmit={() => void onSubmit()}
      onClose={onClose}
      busy={save.busy}
    >
      <Field id="factor-title" label={t('library.fields.titleFa')} error={errorText(errors.title)}>
        {(c) => <Input {...c} autoComplete="off" {...register('title')} />}
      </Field>
      <Field id="factor-title-en" label={t('library.fields.titleEn')} error={errorText(errors.titleEn)}>
        {(c) => <Input {...c} dir="ltr" lang="en" autoComplete="off" {...register('titleEn')} />}
      </Field>
      <Field
        id="factor-description"
        label={t('library.fields.descriptionFa')}
        hint={t('library.optional')}
        error={errorText(errors.description)}
      >
        {(c) => <textarea {...c} rows={3} className={inputClasses} {...register('description')} />}
      </Field>
      <Field
        id="factor-description-en"
        label={t('library.fields.descriptionEn')}
        hint={t('library.optional')}
        error={errorText(errors.descriptionEn)}
      >
        {(c) => <textarea {...c} rows={3} dir="ltr" lang="en" className={inputClasses} {...register('descriptionEn')} />}
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field id="factor-min" label={t('library.fields.minScore')} error={errorText(errors.minScore)}>
          {(c) => <Input {...c} dir="ltr" inputMode="decimal" {...register('minScore', { setValueAs: asNumber })} />}
        </Field>
        <Field id="factor-max" label={t('library.fields.maxScore')} error={errorText(errors.maxScore)}>
          {(c) => <Input {...c} dir="ltr" inputMode="decimal" {...register('maxScore', { setValueAs: asNumber })} />}
        </Field>
      </div>
      <p className="-mt-2 text-sm text-ink-muted">{t('library.bandHint')}</p>
      <Checkbox id="factor-active" label={t('library.fields.isActive')} {...register('isActive')} />
    </DialogForm>
  );
}

type AssessorTypeValues = z.input<typeof assessorTypeInputSchema>;
type AssessorTypeOutput = z.output<typeof assessorTypeInputSchema>;

export function AssessorTypeDialog({ item, onClose, onSaved }: DialogProps<AssessorType>) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const { register, handleSubmit, setError, formState } = useForm<AssessorTypeValues, unknown, AssessorTypeOutput>({
    resolver: zodResolver(assessorTypeInputSchema),
    defaultValues: item
      ? {
          title: item.title,
          titleEn: item.titleEn ?? '',
          raterGroup: item.raterGroup,
          weight: item.weight,
          minCount: item.minCount,
          maxCount: item.maxCount,
          allowOutsideCompany: item.allowOutsideCompany,
          needsConfirmation: item.needsConfirmation,
          isActive: item.isActive,
        }
      : {
          title: '',
          titleEn: '',
          raterGroup: 'peer',
          weight: 1,
          minCount: 0,
          maxCount: 5,
          allowOutsideCompany: false,
          needsConfirmation: false,
          isActive: true,
        },
  });
  const { errors } = formState;
  const save = useAction(
    (values: AssessorTypeOutput) =>
      item ? libraryApi.update('assessorType', { ...values, id: item.id }) : libraryApi.add('assessorType', values),
    {
      invalidates: [libraryKeys.kind('assessorType')],
      onSuccess: () => onSaved(),
      form: { setError, fields: ['title', 'titleEn', 'raterGroup', 'weight', 'minCount', 'maxCount'] },
    },
  );
  const onSubmit = handleSubmit((values) => save.fire(values));
  return (
    <DialogForm
      title={t(item ? 'library.assessorType.editTitle' : 'library.assessorType.add')}
      onSubmit={() => void onSubmit()}
      onClose={onClose}
      busy={save.busy}
    >
      <Field id="assessor-type-title" label={t('library.fields.titleFa')} error={errorText(errors.title)}>
        {(c) => <Input {...c} autoComplete="off" {...register('title')} />}
      </Field>
      <Field id="assessor-type-title-en" label={t('library.fields.titleEn')} error={errorText(errors.titleEn)}>
        {(c) => <Input {...c} dir="ltr" lang="en" autoComplete="off" {...register('titleEn')} />}
      </Field>
      <Field
        id="assessor-type-group"
        label={t('library.assessorType.raterGroup')}
        hint={t('library.assessorType.raterGroupHint')}
        error={errorText(errors.raterGroup)}
      >
        {(c) => (
          <Select {...c} {...register('raterGroup')}>
            {RATER_GROUPS.map((group) => (
              <option key={group} value={group}>
                {t(`library.raterGroups.${group}`)}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <div className="grid grid-cols-3 gap-3">
        <Field id="assessor-type-weight" label={t('library.assessorType.weight')} error={errorText(errors.weight)}>
          {(c) => <Input {...c} dir="ltr" inputMode="decimal" {...register('weight', { setValueAs: asNumber })} />}
        </Field>
        <Field id="assessor-type-min" label={t('library.assessorType.minCount')} error={errorText(errors.minCount)}>
          {(c) => <Input {...c} dir="ltr" inputMode="numeric" {...register('minCount', { setValueAs: asNumber })} />}
        </Field>
        <Field id="assessor-type-max" label={t('library.assessorType.maxCount')} error={errorText(errors.maxCount)}>
          {(c) => <Input {...c} dir="ltr" inputMode="numeric" {...register('maxCount', { setValueAs: asNumber })} />}
        </Field>
      </div>
      <p className="-mt-2 text-sm text-ink-muted">{t('library.assessorType.weightHint')}</p>
      <Checkbox id="assessor-type-outside" label={t('library.assessorType.allowOutsideCompany')} {...register('allowOutsideCompany')} />
      <Checkbox id="assessor-type-confirm" label={t('library.assessorType.needsConfirmation')} {...register('needsConfirmation')} />
      <Checkbox id="assessor-type-active" label={t('library.fields.isActive')} {...register('isActive')} />
    </DialogForm>
  );
}
