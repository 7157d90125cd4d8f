/**
 * Field errors for forms built on the shared zod schemas: the first message of each field before
 * submit, and the server's VALIDATION_FAILED details after (docs/requirements.md#e4-1: the same rules both
 * sides). Messages are keys of `validation.*` in the common namespace (shared/src/core/validation.ts).
 */
import type { z } from 'zod';
import { ApiRequestError } from '../api/api-errors';

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** Runs the schema and keeps the first message per top-level field. */
export function schemaFieldErrors<Field extends string>(
  schema: z.ZodType,
  values: unknown,
): FieldErrors<Field> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: FieldErrors<Field> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string') errors[field as Field] ??= issue.message;
  }
  return errors;
}

/**
 * The server's per-field messages of a VALIDATION_FAILED answer, keyed by field: `body.phoneNumber`
 * becomes `phoneNumber`. Only fields the form knows are kept, so a detail about a field the form
 * does not show (say an unknown key) falls to the form-level message instead.
 */
export function serverFieldErrors<Field extends string>(
  error: unknown,
  knownFields: readonly Field[],
): FieldErrors<Field> {
  if (!(error instanceof ApiRequestError) || error.code !== 'VALIDATION_FAILED') return {};
  const details = (error.data as { details?: { path?: unknown; message?: unknown }[] } | null)?.details;
  const errors: FieldErrors<Field> = {};
  for (const detail of Array.isArray(details) ? details : []) {
    if (typeof detail.path !== 'string' || typeof detail.message !== 'string') continue;
    const field = detail.path.replace(/^(body|query|params)\./, '').split('.')[0] as Field;
    if (knownFields.includes(field)) errors[field] ??= detail.message;
  }
  return errors;
}
