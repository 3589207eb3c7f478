import { ERROR_STATUS, type ErrorCode, type FieldError } from '@rira/contracts';

/**
 * The one error type services throw. The error handler turns it into the envelope of
 * design/architecture.md §4, translating `messageKey` into the caller's language.
 */
export class AppError extends Error {
  readonly status: number;
  readonly messageKey: string;
  readonly params: Record<string, string | number>;
  readonly fieldErrors: FieldError[];
  readonly headers: Record<string, string>;
  /** More top-level fields for the error body (e.g. the import job with its problems). */
  readonly extra: Record<string, unknown>;

  constructor(
    readonly code: ErrorCode,
    options: {
      messageKey?: string;
      params?: Record<string, string | number>;
      /** Field errors whose `message` is a message key, translated by the handler. */
      fieldErrors?: FieldError[];
      headers?: Record<string, string>;
      extra?: Record<string, unknown>;
    } = {},
  ) {
    super(options.messageKey ?? `errors.${code}`);
    this.status = ERROR_STATUS[code];
    this.messageKey = options.messageKey ?? `errors.${code}`;
    this.params = options.params ?? {};
    this.fieldErrors = options.fieldErrors ?? [];
    this.headers = options.headers ?? {};
    this.extra = options.extra ?? {};
  }
}
