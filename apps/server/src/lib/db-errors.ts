/** Whether PostgreSQL (pg or PGlite, wrapped by drizzle or not) refused with this SQLSTATE. */
function hasPgCode(error: unknown, code: string): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; depth++) {
    if (typeof e === 'object' && (e as { code?: unknown }).code === code) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** PostgreSQL's unique_violation. */
export const isUniqueViolation = (error: unknown): boolean => hasPgCode(error, '23505');

/** PostgreSQL's foreign_key_violation (a row still referenced, or a reference to nothing). */
export const isForeignKeyViolation = (error: unknown): boolean => hasPgCode(error, '23503');
