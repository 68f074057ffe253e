/**
 * Paged lists (spec 1 §3, §7, §9): `?page&size` in, `{content, totalElements, totalPages, number, size}` out.
 * Out-of-range numbers are clamped (the answer's `number` and `size` say what was used); text that is
 * not a whole number is rejected. See docs/decisions/011-paging.md.
 */
import { z } from 'zod';
import { messages } from './messages.ts';

/** Spec 1 §9: lists show 5 rows, page index starts at 0. */
export const DEFAULT_PAGE_SIZE = 5;
export const MAX_PAGE_SIZE = 100;
/** Keeps `page * size` a safe integer for OFFSET; any page this far is past the end anyway. */
export const MAX_PAGE = 10_000_000;

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

/** A whole number in the query string (optionally signed), clamped to [min, max]; '' or absent gives the default. */
const wholeNumber = (fallback: number, min: number, max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^(-?\d+)?$/, message)
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : clamp(Number(v), min, max)));

export const pageQuery = (defaultSize = DEFAULT_PAGE_SIZE) =>
  z.object({
    page: wholeNumber(0, 0, MAX_PAGE, messages.invalidPage),
    size: wholeNumber(defaultSize, 1, MAX_PAGE_SIZE, messages.invalidSize),
  });
export type PageQuery = z.output<ReturnType<typeof pageQuery>>;

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    content: z.array(item),
    totalElements: z.number().int(),
    totalPages: z.number().int(),
    /** The page index used (0-based). */
    number: z.number().int(),
    /** The page size used. */
    size: z.number().int(),
  });

export interface Page<T> {
  content: T[];
  totalElements: number;
  totalPages: number;
  number: number;
  size: number;
}

export const toPage = <T>(content: T[], totalElements: number, query: PageQuery): Page<T> => ({
  content,
  totalElements,
  totalPages: Math.ceil(totalElements / query.size),
  number: query.page,
  size: query.size,
});

/** A resource id in a path or query: a positive whole number. Ids beyond int4 are valid but never exist (404). */
export const idParam = z
  .string({ error: messages.invalidId })
  .trim()
  .regex(/^\d+$/, messages.invalidId)
  .transform(Number)
  .refine((n) => n > 0, messages.invalidId);
export const idParams = z.object({ id: idParam });
/** The largest id a PostgreSQL `serial` column can hold. */
export const MAX_ID = 2_147_483_647;
