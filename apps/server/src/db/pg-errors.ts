/** PostgreSQL error codes as both drivers report them (node-postgres on the error, PGlite through drizzle's `cause`). */

export const pgCode = (e: unknown): string | undefined => {
  const err = e as { code?: unknown; cause?: { code?: unknown } } | null;
  const code = typeof err?.cause?.code === 'string' ? err.cause.code : err?.code;
  return typeof code === 'string' ? code : undefined;
};

/** foreign_key_violation: a referenced row (e.g. the campaign) vanished meanwhile. */
export const isForeignKeyViolation = (e: unknown): boolean => pgCode(e) === '23503';
/** A unique index refused the row (23505). */
export const isUniqueViolation = (e: unknown): boolean => pgCode(e) === '23505';
