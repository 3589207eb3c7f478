import type { SurveyAnswerItem } from '@rira/contracts/site/admin-pages';

/** A question as a response stored it: the wording the respondent saw. */
export interface StoredQuestion {
  id: string;
  kind: string;
  label: string;
  options?: { value: string; label: string }[];
}

/** One stored answer as text: the scale's number, the chosen options' labels, or the text typed. */
export function answerText(question: StoredQuestion | undefined, value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  const label = (v: unknown) => question?.options?.find((o) => o.value === v)?.label ?? String(v);
  if (Array.isArray(value)) return value.map(label).join('، ');
  if (question?.kind === 'single' || question?.kind === 'multiple') return label(value);
  return String(value);
}

/** A response's answers in its questions' order, then any answer whose question it no longer lists. */
export function answerItems(questions: unknown, answers: unknown): SurveyAnswerItem[] {
  const qs = Array.isArray(questions) ? (questions as StoredQuestion[]) : [];
  const values = answers && typeof answers === 'object' ? (answers as Record<string, unknown>) : {};
  const items = qs.map((q) => ({ questionId: q.id, label: q.label, kind: q.kind, value: answerText(q, values[q.id]) }));
  for (const [id, value] of Object.entries(values)) {
    if (!qs.some((q) => q.id === id)) items.push({ questionId: id, label: id, kind: 'text', value: answerText(undefined, value) });
  }
  return items;
}
