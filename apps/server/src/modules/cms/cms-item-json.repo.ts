import type { CmsItem, CmsListItem } from '@masthead/contract';
import { type SQL, sql } from 'drizzle-orm';
import { assetRefJson, isoJson, prerendered, userRefJson } from '../../db/json.js';
import { categoriesJson, pageRowAuthorJson, pageRowCategoriesJson } from '../../read-models/live-items.js';

/** The fields of a list row, as `json_build_object` arguments (the detail adds its own). */
const itemFields = (categories: SQL, author: SQL) => sql`'_id', "cms_items"."id", 'title', "cms_items"."title",
  'type', "cms_items"."type", 'status', "cms_items"."status", 'permaLink', "cms_items"."perma_link",
  'slug', "cms_items"."perma_link", 'categories', ${categories}, 'user', ${author},
  'publishDate', ${isoJson(sql`"cms_items"."publish_date"`)}, 'createdAt', ${isoJson(sql`"cms_items"."created_at"`)},
  'updatedAt', ${isoJson(sql`"cms_items"."updated_at"`)}, 'deletedAt', ${isoJson(sql`"cms_items"."deleted_at"`)},
  'pendingChanges', "cms_items"."pending_revision_id" is not null`;

const listItemFields = itemFields(categoriesJson, userRefJson(sql`"cms_items"."user_id"`));

/**
 * A row of a list page as the contract shapes it, its categories and author from the page's
 * joins (`pageRowJoins`): the same JSON as a lone item's fields, read once per page.
 */
export const pageRowJson = prerendered(
  sql<CmsListItem>`json_build_object(${itemFields(pageRowCategoriesJson, pageRowAuthorJson)})`,
);

/** An item as the editor opens it: sections, files with their URLs, who changed it last. */
export const detailJson = sql<CmsItem>`json_build_object(${listItemFields},
  'description', "cms_items"."description", 'body', "cms_items"."body",
  'image', ${assetRefJson(sql`"cms_items"."image_id"`)},
  'imageAlt', "cms_items"."image_alt", 'imageTitle', "cms_items"."image_title", 'seo', "cms_items"."seo",
  'canonicalUrl', "cms_items"."canonical_url", 'views', "cms_items"."views",
  'isFeatured', "cms_items"."is_featured", 'isSponsored', "cms_items"."is_sponsored", 'inpress', "cms_items"."inpress",
  'tags', to_json("cms_items"."tags"),
  'gallery', coalesce((
    select json_agg(json_build_object('url', g.value->>'url', 'description', g.value->>'description',
      'file', ${assetRefJson(sql`(g.value->>'fileId')::uuid`)}) order by g.position)
    from jsonb_array_elements("cms_items"."gallery") with ordinality as g(value, position)), '[]'::json),
  'videos', coalesce((
    select json_agg(json_build_object('url', v.value->>'url', 'file', ${assetRefJson(sql`(v.value->>'fileId')::uuid`)})
      order by v.position)
    from jsonb_array_elements("cms_items"."videos") with ordinality as v(value, position)), '[]'::json),
  'updatedBy', ${userRefJson(sql`"cms_items"."updated_by_id"`)},
  'pendingChange', (select json_build_object('revision', r.id, 'user', ${userRefJson(sql`r.user_id`)},
      'createdAt', ${isoJson(sql`r.created_at`)})
    from cms_revisions r where r.id = "cms_items"."pending_revision_id"),
  'rejectedChange', (select json_build_object('revision', r.id, 'user', ${userRefJson(sql`r.user_id`)},
      'reviewedBy', ${userRefJson(sql`r.reviewed_by_id`)}, 'reviewedAt', ${isoJson(sql`r.reviewed_at`)}, 'note', r.note)
    from cms_revisions r where r.cms_id = "cms_items"."id" and r.state = 'Rejected'
      and r.reviewed_at > "cms_items"."updated_at"
    order by r.reviewed_at desc limit 1))`;

/** The item as a revision keeps it: the whole detail, less what belongs to the review of changes. */
export const snapshotJson = sql`(${detailJson})::jsonb - 'pendingChange' - 'rejectedChange' - 'pendingChanges'`;
