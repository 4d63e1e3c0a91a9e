import { type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { MEDIA_PREFIX } from '../lib/media-url.js';

/**
 * Pieces of JSON that PostgreSQL builds for the API's answers, so a read is one query
 * and the rows need no reshaping in JavaScript. Each takes a qualified SQL expression
 * (drizzle prints bare column names inside subqueries, so callers write them out).
 */

/** A timestamp written as JavaScript's `toISOString()` writes it: UTC, milliseconds, `Z`. */
export function isoJson(timestamp: SQL): SQL<string | null> {
  return sql`to_char(${timestamp} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/** A stored file as `{_id, name, url}`, or null. */
export function assetRefJson(assetId: SQL): SQL<{ _id: string; name: string; url: string } | null> {
  return sql`(select json_build_object('_id', a.id, 'name', a.name, 'url', ${sql.raw(`'${MEDIA_PREFIX}'`)} || a.key)
    from assets a where a.id = ${assetId})`;
}

/** A stored file's address, or null. */
export function assetUrlSql(assetId: SQL): SQL<string | null> {
  return sql`(select ${sql.raw(`'${MEDIA_PREFIX}'`)} || a.key from assets a where a.id = ${assetId})`;
}

/** A user as `{_id, name}`, or null. */
export function userRefJson(userId: SQL): SQL<{ _id: string; name: string } | null> {
  return sql`(select json_build_object('_id', u.id, 'name', u.name) from users u where u.id = ${userId})`;
}

/** A user's name, or null. */
export function userNameSql(userId: SQL): SQL<string | null> {
  return sql`(select u.name from users u where u.id = ${userId})`;
}

/** The users with these ids as `[{_id, name}]` by name (an empty array for none). */
export function userRefsJson(userIds: SQL): SQL<{ _id: string; name: string }[]> {
  return sql`coalesce((select json_agg(json_build_object('_id', u.id, 'name', u.name) order by u.name)
  from users u where u.id = any(${userIds})), '[]'::json)`;
}

const dialect = new PgDialect();

/**
 * A fragment without parameters, rendered to SQL text once: drizzle walks a fragment's
 * pieces on every query it builds, which for a list row's JSON costs more than the query.
 */
export function prerendered<T>(fragment: SQL<T>): SQL<T> {
  const { sql: text, params } = dialect.sqlToQuery(fragment);
  if (params.length > 0) throw new Error('prerendered() takes fragments without parameters');
  return sql.raw(text) as SQL<T>;
}
