import { z } from 'zod';
import { singleLineText, uuidSchema } from './fields.ts';
import { normalizeForSearch } from './persian-text.ts';

/** Response envelopes of design/architecture.md §4 and the seed spec's §3. */

export const fieldErrorSchema = z.object({
  field: z.string().optional(),
  code: z.string(),
  message: z.string(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const errorEnvelopeSchema = z.object({
  succeeded: z.literal(false),
  message: z.string(),
  errors: z.array(fieldErrorSchema),
  statusCode: z.number().int().optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export function singleEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ data, succeeded: z.literal(true), message: z.string().nullable() });
}
export type SingleEnvelope<T> = { data: T; succeeded: true; message: string | null };

export function listEnvelope<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    pageIndex: z.number().int(),
    totalItems: z.number().int(),
    totalPages: z.number().int(),
    succeeded: z.literal(true),
    errors: z.array(fieldErrorSchema),
  });
}
export type ListEnvelope<T> = {
  data: T[];
  pageIndex: number;
  totalItems: number;
  totalPages: number;
  succeeded: true;
  errors: FieldError[];
};

/** A create answers with the new id (and the success message to show). */
export const createEnvelopeSchema = z.object({ data: z.string(), succeeded: z.literal(true), message: z.string().nullable() });

/** A modifying call with nothing to return. */
export const okEnvelopeSchema = z.object({
  data: z.null(),
  succeeded: z.literal(true),
  message: z.string().nullable(),
});

export const PAGE_SIZES = [10, 25, 50, 100] as const;

/**
 * Rows per page: one of PAGE_SIZES (a query string's "25" reads as 25). The OpenAPI document
 * shows it as that enum (a refinement alone would read as any integer).
 */
export function pageSizeSchema(defaultSize: (typeof PAGE_SIZES)[number]) {
  return z.coerce
    .number()
    .int()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n), { error: 'validation.pageSize' })
    .meta({ enum: [...PAGE_SIZES] })
    .default(defaultSize);
}

/** The body of every GetAll call: 1-based page index. */
export const pageRequestSchema = z.object({
  pageIndex: z.coerce.number().int().min(1).default(1),
  pageSize: pageSizeSchema(10),
  /** Normalised like stored text (ی/ک, Latin digits), so typing with an Arabic keyboard finds the same rows. */
  search: singleLineText()
    .max(200)
    .transform((v) => normalizeForSearch(v))
    .optional(),
});
export type PageRequest = z.infer<typeof pageRequestSchema>;

export const idParamSchema = z.object({ id: uuidSchema });
