const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs; anything else names nothing (a 404, never a database error). */
export function isId(value: unknown): value is string {
  return typeof value === 'string' && uuidPattern.test(value);
}
