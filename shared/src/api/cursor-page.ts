/**
 * The shape of every paged list answer: `{ items, nextCursor }`, where `nextCursor` is null on the
 * last page and otherwise goes back as the `cursor` query parameter for the next one.
 */
import * as z from 'zod';

/** A page of `item`, registered in the OpenAPI document under `id`. */
export function cursorPageSchema<Item extends z.ZodType>(item: Item, id: string) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable() }).meta({ id });
}

/** The query of a cursor-paged list: `cursor` from the last page, `limit` items (1 to `maxLimit`). */
export function cursorPageQuerySchema(maxLimit: number) {
  return z
    .object({
      cursor: z.string().max(2048).optional(),
      limit: z.coerce.number().int().min(1).max(maxLimit).optional(),
    })
    .strict();
}
