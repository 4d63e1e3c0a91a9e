import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';
import { rowsOf } from './client.js';

/**
 * The database refuses what the contract forbids, so no reader meets a stored value it
 * cannot answer with (a NULL tag used to make the item's detail a 500).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const item = (columns: string, values: string) =>
  sql.raw(
    `insert into cms_items (title, type, perma_link${columns}) values ('Checked', 'Article', 'checked-${Math.random().toString(36).slice(2)}'${values})`,
  );

async function refused(statement: ReturnType<typeof sql.raw>, constraint: string): Promise<void> {
  const error = await t.database.db.execute(statement).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error, constraint).not.toBeNull();
  // drizzle wraps the driver's error; the constraint's name is in the cause's message or fields.
  const text = JSON.stringify(error, Object.getOwnPropertyNames(error)) + String((error as { cause?: unknown }).cause);
  expect(text, constraint).toContain(constraint);
}

describe('stored data checks', () => {
  it('accepts a well-formed item, and a tag list without NULL', async () => {
    await t.database.db.execute(item(', tags', `, array['storm', 'harbour']`));
    const [{ total }] = rowsOf<{ total: number }>(
      await t.database.db.execute(sql`select count(*)::int as total from cms_items where title = 'Checked'`),
    );
    expect(total).toBe(1);
  });

  it.each([
    ['a NULL tag', item(', tags', `, array['storm', null]`), 'cms_items_tags_check'],
    [
      'an unknown type',
      sql.raw(`insert into cms_items (title, type, perma_link) values ('x', 'Podcast', 'x-type')`),
      'cms_items_type_check',
    ],
    ['an unknown status', item(', status', `, 'Archived'`), 'cms_items_status_check'],
    ['sections that are not a list', item(', body', `, '{"title": "x"}'::jsonb`), 'cms_items_body_check'],
    ['a gallery that is not a list', item(', gallery', `, '"x"'::jsonb`), 'cms_items_gallery_check'],
    ['videos that are not a list', item(', videos', `, 'null'::jsonb`), 'cms_items_videos_check'],
    ['SEO that is not an object', item(', seo', `, '[]'::jsonb`), 'cms_items_seo_check'],
    [
      'a user status the contract does not know',
      sql.raw(
        `insert into users (name, email, phone, password_hash, status) values ('x', 'x@example.com', '1', 'x', 'Gone')`,
      ),
      'users_status_check',
    ],
    [
      'a role status the contract does not know',
      sql.raw(`insert into roles (name, status) values ('Odd role', 'Gone')`),
      'roles_status_check',
    ],
    [
      'role rights that are not an object',
      sql.raw(`insert into roles (name, model_permissions) values ('List role', '[]'::jsonb)`),
      'roles_permissions_check',
    ],
    [
      'a breaking-news status the contract does not know',
      sql.raw(`insert into breaking_news (title, status) values ('x', 'Init')`),
      'breaking_news_status_check',
    ],
  ])('refuses %s', async (_shape, statement, constraint) => {
    await refused(statement, constraint);
  });

  it('refuses an update that would store a NULL tag, and keeps the row as it was', async () => {
    await refused(
      sql.raw(`update cms_items set tags = array_append(tags, null) where title = 'Checked'`),
      'cms_items_tags_check',
    );
    const [{ tags }] = rowsOf<{ tags: string[] }>(
      await t.database.db.execute(sql`select tags from cms_items where title = 'Checked'`),
    );
    expect(tags).toEqual(['storm', 'harbour']);
  });
});
