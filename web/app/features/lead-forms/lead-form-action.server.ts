import { data, type AppLoadContext } from 'react-router';
import { leadsContract } from '@rira/contracts/api/leads';
import type { LanguageCode } from '@rira/contracts/language';
import { buildSurveyAnswersSchema, type SurveyQuestion } from '@rira/contracts/site/content';
import {
  contactFormSchema,
  HONEYPOT_FIELD,
  productDemoRequestSchema,
  serviceDemoRequestSchema,
  SUBMISSION_KEY_FIELD,
  submissionKeySchema,
  surveySubmissionSchema,
} from '@rira/contracts/site/forms';
import { translateIn, translateServerMessage } from '../../lib/i18n.ts';
import { resolveLanguage } from '../../lib/load-context.ts';
import { serverApi } from '../../lib/server-api.ts';
import { CONTACT_FIELDS, DEMO_FIELDS, SURVEY_RESPONDENT_FIELDS, type LeadFormResult } from './lead-form-result.ts';

/** Each form's schema (the one the API route checks with), its call and its fields. */
const FORMS = {
  contact: { schema: contactFormSchema, route: leadsContract.contact, fields: CONTACT_FIELDS },
  productDemo: {
    schema: productDemoRequestSchema,
    route: leadsContract.productDemo,
    fields: DEMO_FIELDS.filter((f) => f !== 'service'),
  },
  serviceDemo: {
    schema: serviceDemoRequestSchema,
    route: leadsContract.serviceDemo,
    fields: DEMO_FIELDS.filter((f) => f !== 'product'),
  },
} as const;

/**
 * The send's idempotency key as posted (the form's script makes it: lead-form-script.ts), for the
 * API (only when there is one) and for the form shown again after a refusal, so that a retry of
 * the same send keeps it. A key that is not one is not kept: the schema refuses it, and the next
 * send gets a new one.
 */
function sendKey(form: FormData) {
  const raw = form.get(SUBMISSION_KEY_FIELD);
  const parsed = submissionKeySchema.safeParse(typeof raw === 'string' ? raw : '');
  return {
    input: typeof raw === 'string' && raw !== '' ? { [SUBMISSION_KEY_FIELD]: raw } : {},
    kept: parsed.success ? parsed.data : undefined,
  };
}

/**
 * A public form's page action (a plain form post, so it works without JavaScript): checks the
 * input with the API route's own schema, every field at once, in the page's language, then calls
 * the route in-process (with the visitor's address, so its per-address limit and honeypot hold as
 * for a browser's call). What the visitor typed comes back with the errors.
 */
export async function submitLeadForm(
  context: Pick<AppLoadContext, 'api'>,
  lang: LanguageCode,
  intent: keyof typeof FORMS,
  form: FormData,
): Promise<LeadFormResult> {
  const { schema, route, fields } = FORMS[intent];
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const values: Record<string, string> = Object.fromEntries(fields.map((name) => [name, text(name)]));
  const key = sendKey(form);
  const input = { ...values, [HONEYPOT_FIELD]: text(HONEYPOT_FIELD), ...key.input };
  const isField = (name: string | undefined): name is string => (fields as readonly string[]).includes(name ?? '');
  const refused = (errors: Record<string, string>): LeadFormResult => ({ values, errors, submissionKey: key.kept });

  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '');
      errors[isField(field) ? field : 'form'] ??= translateServerMessage(issue.message, lang);
    }
    return refused(errors);
  }

  const res = await serverApi(context, route, { body: input as never });
  if (res.ok) return { sent: res.body.message ?? '' };
  return refused(refusalErrors(res.body, isField, lang));
}

/**
 * The API's refusal as the form's errors: each field's first message under the field, anything
 * else (or a refusal naming no field) under `form`.
 */
function refusalErrors(
  body: { message?: string; errors?: { field?: string; message?: string }[] } | null | undefined,
  isField: (name: string | undefined) => name is string,
  lang: LanguageCode,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const error of body?.errors ?? []) {
    if (error.message) errors[isField(error.field) ? error.field : 'form'] ??= error.message;
  }
  if (Object.keys(errors).length === 0) errors.form = body?.message || translateIn(lang, 'errors.internal');
  return errors;
}

/**
 * A form page's `action`: the post's `intent` must be one of the page's forms (else 400). Refused
 * input answers 400 (the page again, with every field's problem), a sent form 200.
 */
export async function leadFormAction(
  { request, context }: { request: Request; context: AppLoadContext },
  forms: ReadonlyArray<keyof typeof FORMS>,
) {
  const form = await request.formData();
  const intent = forms.find((name) => name === form.get('intent'));
  if (!intent) throw data(null, { status: 400 });
  const result = await submitLeadForm(context, resolveLanguage(request, context), intent, form);
  return data({ intent, ...result }, { status: result.sent === undefined ? 400 : 200 });
}

/**
 * The survey's post: its questions are content, so their rules are built from the page's current
 * questions (`buildSurveyAnswersSchema`, as the API does), with errors at `answers.<question id>`.
 */
export async function submitSurvey(
  context: Pick<AppLoadContext, 'api'>,
  lang: LanguageCode,
  questions: readonly SurveyQuestion[],
  form: FormData,
): Promise<LeadFormResult> {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  const values: Record<string, string | string[]> = {};
  const answers: Record<string, unknown> = {};
  for (const question of questions) {
    const name = `answers.${question.id}`;
    if (question.kind === 'multiple') {
      const ticked = form.getAll(name).filter((v): v is string => typeof v === 'string');
      values[name] = ticked;
      answers[question.id] = ticked;
    } else {
      const value = text(name);
      values[name] = value;
      answers[question.id] = value === '' ? undefined : question.kind === 'scale' ? Number(value) : value;
    }
  }
  for (const name of SURVEY_RESPONDENT_FIELDS) values[name] = text(name);
  const respondent = Object.fromEntries(SURVEY_RESPONDENT_FIELDS.map((name) => [name, text(name)]));
  const key = sendKey(form);
  const input = { answers, ...respondent, [HONEYPOT_FIELD]: text(HONEYPOT_FIELD), ...key.input };
  const isField = (name: string | undefined): name is string => name !== undefined && name in values;
  const refused = (errors: Record<string, string>): LeadFormResult => ({ values, errors, submissionKey: key.kept });

  const schema = surveySubmissionSchema.extend({ answers: buildSurveyAnswersSchema(questions) });
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] === 'answers' ? `answers.${String(issue.path[1] ?? '')}` : String(issue.path[0] ?? '');
      errors[isField(field) ? field : 'form'] ??= translateServerMessage(issue.message, lang);
    }
    return refused(errors);
  }

  const res = await serverApi(context, leadsContract.survey, { body: input as never });
  if (res.ok) return { sent: res.body.message ?? '' };
  return refused(refusalErrors(res.body, isField, lang));
}

/** The survey page's `action`: as `leadFormAction`, with the page's current questions. */
export async function surveyAction(
  { request, context }: { request: Request; context: AppLoadContext },
  questions: readonly SurveyQuestion[],
) {
  const form = await request.formData();
  if (form.get('intent') !== 'survey') throw data(null, { status: 400 });
  const result = await submitSurvey(context, resolveLanguage(request, context), questions, form);
  return data({ intent: 'survey' as const, ...result }, { status: result.sent === undefined ? 400 : 200 });
}
