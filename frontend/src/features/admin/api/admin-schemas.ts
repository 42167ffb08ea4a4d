import { z } from 'zod';

/** An amount in USD (or in the recipient's currency): a number, or a decimal string kept exact. */
export const moneyValueSchema = z.union([z.number(), z.string()]);

export type MoneyValue = z.infer<typeof moneyValueSchema>;

export const idSchema = z.union([z.number(), z.string().min(1)]);

/** One page of a cursor-paged admin list: `{items, nextCursor}`. */
export function pageSchema<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    nextCursor: z
      .union([z.string(), z.number()])
      .nullish()
      .transform((cursor) => (cursor === null || cursor === undefined || cursor === '' ? null : String(cursor))),
  });
}

export type Page<Item> = { items: Item[]; nextCursor: string | null };

/** A number for drawing (chart bar heights); what cannot be read counts as 0. */
export function toNumber(value: MoneyValue): number {
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : 0;
}
