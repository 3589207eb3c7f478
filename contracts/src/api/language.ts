import { okEnvelopeSchema, singleEnvelope } from '../envelopes.ts';
import { changeLanguageSchema, currentLanguageSchema } from '../language.ts';
import { defineRoute } from './route.ts';

const tags = ['Language'];

/** The interface language (`Language/*`). */
export const languageContract = {
  change: defineRoute({
    method: 'POST',
    path: '/Language/change',
    access: 'public',
    tags,
    summary: 'Choose the interface language (kept in a cookie and on the signed-in person)',
    body: changeLanguageSchema,
    response: okEnvelopeSchema,
  }),
  get: defineRoute({
    method: 'GET',
    path: '/Language/Get',
    access: 'public',
    tags,
    summary: 'The current language: fa-IR or en-US',
    response: singleEnvelope(currentLanguageSchema),
  }),
};
