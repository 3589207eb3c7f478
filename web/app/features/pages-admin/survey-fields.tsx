import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SURVEY_QUESTION_KINDS } from '@rira/contracts/site/content';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Select } from '../../components/ui/select.tsx';
import { localDigits } from '../../lib/digits.ts';
import { fieldId, NumberField, ObjectList, Section, TextField, useFieldError } from './editor-fields.tsx';
import { SeoFields } from './common-sections.tsx';
import type { LanguageCode } from '@rira/contracts/language';

/** A new question's id: letters and digits, unique enough within one survey. */
export function newQuestionId(existing: readonly string[]): string {
  let n = existing.length + 1;
  while (existing.includes(`question${n}`)) n += 1;
  return `question${n}`;
}

function QuestionFields({ prefix }: { prefix: string }) {
  const { t, i18n } = useTranslation();
  const { register } = useFormContext();
  const { field: kindField } = useController({ name: `${prefix}.kind` });
  const kind = kindField.value as string;
  const idError = useFieldError(`${prefix}.id`);
  const kindError = useFieldError(`${prefix}.kind`);
  const n = (i: number) => localDigits(i + 1, i18n.language === 'en' ? 'en' : 'fa');
  return (
    <>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id={fieldId(`${prefix}.kind`)} label={t('pagesAdmin.fields.questionKind')} error={kindError}>
          {(c) => (
            <Select
              {...c}
              name={kindField.name}
              ref={kindField.ref}
              value={kind ?? 'text'}
              onChange={kindField.onChange}
              onBlur={kindField.onBlur}
            >
              {SURVEY_QUESTION_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`pagesAdmin.questionKinds.${k}`)}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field
          id={fieldId(`${prefix}.id`)}
          label={t('pagesAdmin.fields.questionId')}
          hint={t('pagesAdmin.hints.questionId')}
          error={idError}
        >
          {(c) => <Input {...c} dir="ltr" autoComplete="off" {...register(`${prefix}.id`)} />}
        </Field>
      </div>
      <TextField name={`${prefix}.label`} label={t('pagesAdmin.fields.questionLabel')} />
      <TextField name={`${prefix}.hint`} label={t('pagesAdmin.fields.questionHint')} optional />
      <Checkbox id={fieldId(`${prefix}.required`)} label={t('pagesAdmin.fields.required')} {...register(`${prefix}.required`)} />
      {kind === 'single' || kind === 'multiple' ? (
        <ObjectList
          name={`${prefix}.options`}
          itemLabel={(i) => t('pagesAdmin.items.option', { n: n(i) })}
          addLabel={t('pagesAdmin.add.option')}
          min={2}
          max={12}
          newItem={() => ({ value: '', label: '' })}
        >
          {(option) => (
            <div className="grid gap-3 sm:grid-cols-[10rem_minmax(0,1fr)]">
              <TextField name={`${option}.value`} label={t('pagesAdmin.fields.optionValue')} dir="ltr" />
              <TextField name={`${option}.label`} label={t('pagesAdmin.fields.optionLabel')} />
            </div>
          )}
        </ObjectList>
      ) : null}
      {kind === 'scale' ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField name={`${prefix}.scale.low`} label={t('pagesAdmin.fields.scaleLow')} />
          <TextField name={`${prefix}.scale.high`} label={t('pagesAdmin.fields.scaleHigh')} />
        </div>
      ) : null}
    </>
  );
}

/** The survey's texts and questions (surveyContentSchema) for one language. */
export function SurveyFields({ lang }: { lang: LanguageCode }) {
  const { t, i18n } = useTranslation();
  const { getValues } = useFormContext();
  const p = (path: string) => `${lang}.${path}`;
  const n = (i: number) => localDigits(i + 1, i18n.language === 'en' ? 'en' : 'fa');
  return (
    <div className="flex flex-col gap-5">
      <Section title={t('pagesAdmin.sections.survey')}>
        <TextField name={p('title')} label={t('pagesAdmin.fields.sectionTitle')} />
        <TextField name={p('intro')} label={t('pagesAdmin.fields.intro')} multiline />
        <NumberField name={p('estimatedMinutes')} label={t('pagesAdmin.fields.minutes')} className="max-w-32" />
        <SeoFields prefix={p('seo')} />
      </Section>

      <Section title={t('pagesAdmin.sections.questions')}>
        <ObjectList
          name={p('questions')}
          itemLabel={(i) => t('pagesAdmin.items.question', { n: n(i) })}
          addLabel={t('pagesAdmin.add.question')}
          min={1}
          max={30}
          newItem={() => {
            const ids = ((getValues(p('questions')) as { id: string }[] | undefined) ?? []).map((q) => q.id);
            return { id: newQuestionId(ids), kind: 'text', label: '', required: false };
          }}
        >
          {(question) => <QuestionFields prefix={question} />}
        </ObjectList>
      </Section>

      <Section title={t('pagesAdmin.sections.respondent')}>
        <TextField name={p('respondent.title')} label={t('pagesAdmin.fields.sectionTitle')} />
        <TextField name={p('respondent.intro')} label={t('pagesAdmin.fields.intro')} multiline rows={2} />
      </Section>

      <Section title={t('pagesAdmin.sections.thankYou')}>
        <TextField name={p('thankYou.title')} label={t('pagesAdmin.fields.sectionTitle')} />
        <TextField name={p('thankYou.body')} label={t('pagesAdmin.fields.body')} multiline rows={2} />
      </Section>
    </div>
  );
}
