/**
 * Error codes the API answers with. The message key of each is `errors.<code>` in
 * messages/; the HTTP status is fixed per code so that clients may rely on either.
 */
export const ERROR_STATUS = {
  validation: 400,
  badRequest: 400,
  unauthorized: 401,
  licenceExpired: 402,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  payloadTooLarge: 413,
  unsupportedMediaType: 415,
  tooManyRequests: 429,
  internal: 500,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/**
 * The `reason` of a 409 that refuses to open an answer because its assessment has closed (an
 * invitation link or a signed-in assessor's page): the page says the assessment is closed, not that
 * the link is dead or the answer missing.
 */
export const ASSESSMENT_CLOSED_REASON = 'assessmentClosed';
