import { z } from 'zod';

/**
 * Field schemas several areas' contracts share. Errors are message keys (contracts/src/messages),
 * translated by the server's error handler and the web's form resolver.
 */

export const uuidSchema = z.uuid({ error: 'validation.id' });

/**
 * A day as ISO `YYYY-MM-DD` (Gregorian): the web converts to and from the Jalali calendar for
 * display and input. The day must exist and be plausible, so a Jalali date typed as ISO
 * (1403-01-01) is refused.
 */
export const isoDateSchema = z
  .string({ error: 'validation.required' })
  // No `abort`: an aborting issue would stop the object-level rules (e.g. the national code's) from
  // reporting, and every field's problem must come back at once.
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.date' })
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && v >= '1900-01-01' && v <= '2199-12-31', { error: 'validation.date' });

/** Optional free text: trimmed, at most `max` characters, and an empty string stored as null. */
export const optionalTextSchema = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: 'validation.tooLong' })
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();
