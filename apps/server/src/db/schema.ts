import {
  type AdPosition,
  adPositions,
  breakingNewsStatuses,
  type CmsItem,
  type ContentStatus,
  type ContentType,
  contentStatuses,
  contentTypes,
  type EpaperStatus,
  epaperStatuses,
  generalStatuses,
  type LayoutSectionWrite,
  layoutNames,
  type MenuItem,
  type ModelPermissions,
  menuNames,
  type NoteAnchor,
  type NotificationKind,
  notificationKinds,
  type RevisionState,
  revisionStates,
  type Section,
  type Seo,
} from '@masthead/contract';
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** `column IN (…)` over one of the contract's enums: the database refuses a value the contract does not know. */
function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} in (${sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', '))})`;
}

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date', precision: 3 }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date', precision: 3 }).notNull().defaultNow(),
};

export const assets = pgTable('assets', {
  id: uuid('id').primaryKey().defaultRandom(),
  key: text('key').notNull().unique(),
  name: text('name').notNull(),
  tag: text('tag').notNull().default(''),
  mimeType: text('mime_type').notNull(),
  size: bigint('size', { mode: 'number' }).notNull(),
  thumbnailKey: text('thumbnail_key'),
  userId: uuid('user_id'),
  createdAt: timestamps.createdAt,
});

export const roles = pgTable(
  'roles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    status: text('status', { enum: ['Init', 'Enable', 'Disable'] })
      .notNull()
      .default('Enable'),
    isEditable: boolean('is_editable').notNull().default(true),
    modelPermissions: jsonb('model_permissions').$type<ModelPermissions>().notNull().default({}),
    ...timestamps,
    updatedById: uuid('updated_by_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('roles_name_lower_key').on(sql`lower(${t.name})`),
    index('roles_created_idx').on(t.createdAt, t.id),
    check('roles_status_check', oneOf(t.status, generalStatuses)),
    check('roles_permissions_check', sql`jsonb_typeof(${t.modelPermissions}) = 'object'`),
  ],
);

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** Stored normalised (trimmed, lowercased). */
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    /** Bumped on block and password change: tokens carrying an older value stop working. */
    tokenVersion: integer('token_version').notNull().default(0),
    status: text('status', { enum: ['Init', 'Enable', 'Disable'] })
      .notNull()
      .default('Enable'),
    isSuperAdmin: boolean('is_super_admin').notNull().default(false),
    /** A password someone else chose (the first admin's): only changing it is allowed until it is changed. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    imageId: uuid('image_id').references(() => assets.id, { onDelete: 'set null' }),
    addressLine1: text('address_line1').notNull().default(''),
    addressLine2: text('address_line2').notNull().default(''),
    city: text('city').notNull().default(''),
    pincode: text('pincode').notNull().default(''),
    ...timestamps,
    updatedById: uuid('updated_by_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    index('users_created_idx').on(t.createdAt, t.id),
    check('users_status_check', oneOf(t.status, generalStatuses)),
  ],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role_idx').on(t.roleId)],
);

export const siteDetails = pgTable('site_details', {
  id: uuid('id').primaryKey().defaultRandom(),
  siteName: text('site_name').notNull(),
  siteUrl: text('site_url').notNull().default(''),
  siteLogoId: uuid('site_logo_id').references(() => assets.id, { onDelete: 'set null' }),
  siteFaviconId: uuid('site_favicon_id').references(() => assets.id, { onDelete: 'set null' }),
  footerLogoId: uuid('footer_logo_id').references(() => assets.id, { onDelete: 'set null' }),
  sitemapId: uuid('sitemap_id').references(() => assets.id, { onDelete: 'set null' }),
  robotFileId: uuid('robot_file_id').references(() => assets.id, { onDelete: 'set null' }),
  /** Stored as given; never run inside the back office. */
  googleAnalytics: text('google_analytics').notNull().default(''),
  facebookAnalytics: text('facebook_analytics').notNull().default(''),
  footerCopyright: text('footer_copyright').notNull().default(''),
  facebookProfile: text('facebook_profile').notNull().default(''),
  youtubeProfile: text('youtube_profile').notNull().default(''),
  twitterProfile: text('twitter_profile').notNull().default(''),
  instagramProfile: text('instagram_profile').notNull().default(''),
  linkedInProfile: text('linked_in_profile').notNull().default(''),
  seo: jsonb('seo')
    .$type<{ title: string; description: string; metaTags: { property: string; content: string }[] }>()
    .notNull()
    .default({ title: '', description: '', metaTags: [] }),
  ...timestamps,
  updatedById: uuid('updated_by_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
});

export const webVitals = pgTable(
  'web_vitals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    value: doublePrecision('value').notNull(),
    rating: text('rating').notNull(),
    path: text('path').notNull(),
    userId: uuid('user_id'),
    createdAt: timestamps.createdAt,
  },
  (t) => [index('web_vitals_name_created_idx').on(t.name, t.createdAt)],
);

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * The live working copies of the collaboration server (issue 16): one Yjs document per item,
 * its whole state as one update, written at most a couple of seconds after a change.
 */
export const collabDocuments = pgTable('collab_documents', {
  name: text('name').primaryKey(),
  state: bytea('state').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date', precision: 3 }).notNull().defaultNow(),
});

export const breakingNews = pgTable(
  'breaking_news',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    url: text('url').notNull().default(''),
    status: text('status', { enum: ['Enable', 'Disable'] })
      .notNull()
      .default('Enable'),
    ...timestamps,
    updatedById: uuid('updated_by_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('breaking_news_created_idx').on(t.createdAt, t.id),
    check('breaking_news_status_check', oneOf(t.status, breakingNewsStatuses)),
  ],
);

export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    url: text('url').notNull().default(''),
    description: text('description').notNull().default(''),
    parentId: uuid('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'restrict' }),
    active: boolean('active').notNull().default(true),
    imageId: uuid('image_id').references(() => assets.id, { onDelete: 'set null' }),
    seo: jsonb('seo').$type<Seo>().notNull().default({ title: '', description: '', metaTags: [] }),
    ...timestamps,
    updatedById: uuid('updated_by_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('categories_slug_key').on(t.slug), index('categories_parent_idx').on(t.parentId)],
);

/** Where an item stands in the public site's order: its publish date, or its creation. */
const listedAt = (t: { publishDate: AnyPgColumn; createdAt: AnyPgColumn }) =>
  sql`coalesce(${t.publishDate}, ${t.createdAt})`;
/** Items the public site may show (once `listedAt` has passed). */
const listedWhere = (t: { status: AnyPgColumn; deletedAt: AnyPgColumn }) =>
  sql`${t.status} in ('Published', 'Scheduled') and ${t.deletedAt} is null`;

export const cmsItems = pgTable(
  'cms_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    type: text('type').$type<ContentType>().notNull(),
    status: text('status').$type<ContentStatus>().notNull().default('Draft'),
    description: text('description').notNull().default(''),
    body: jsonb('body').$type<Section[]>().notNull().default([]),
    /** Plain text of the sections, for full-text search. */
    bodyText: text('body_text').notNull().default(''),
    imageId: uuid('image_id').references(() => assets.id, { onDelete: 'set null' }),
    imageAlt: text('image_alt').notNull().default(''),
    imageTitle: text('image_title').notNull().default(''),
    /** The author. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    updatedById: uuid('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
    publishDate: timestamp('publish_date', { withTimezone: true, mode: 'date', precision: 3 }),
    seo: jsonb('seo').$type<Seo>().notNull().default({ title: '', description: '', metaTags: [] }),
    canonicalUrl: text('canonical_url').notNull().default(''),
    permaLink: text('perma_link').notNull(),
    views: integer('views').notNull().default(0),
    isFeatured: boolean('is_featured').notNull().default(false),
    isSponsored: boolean('is_sponsored').notNull().default(false),
    inpress: boolean('inpress').notNull().default(false),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    gallery: jsonb('gallery')
      .$type<{ fileId: string | null; url: string; description: string }[]>()
      .notNull()
      .default([]),
    videos: jsonb('videos').$type<{ fileId: string | null; url: string }[]>().notNull().default([]),
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', coalesce("title", '')), 'A') || setweight(to_tsvector('english', coalesce("description", '')), 'B') || setweight(to_tsvector('english', coalesce("body_text", '')), 'C')`,
    ),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date', precision: 3 }),
    /** A change to the live item waiting for an editor with Publish (issue 15). */
    pendingRevisionId: uuid('pending_revision_id').references((): AnyPgColumn => cmsRevisions.id, {
      onDelete: 'set null',
    }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('cms_items_perma_link_key').on(t.permaLink),
    index('cms_items_pending_idx').on(t.pendingRevisionId).where(sql`${t.pendingRevisionId} is not null`),
    // The list's sortable columns (issue 15).
    index('cms_items_title_idx').on(t.title, t.id).where(sql`${t.deletedAt} is null`),
    index('cms_items_updated_idx').on(t.updatedAt, t.id).where(sql`${t.deletedAt} is null`),
    index('cms_items_publish_date_idx').on(t.publishDate, t.id).where(sql`${t.deletedAt} is null`),
    // Newest first within a status (list tabs), and over all statuses; ascending, scanned backward.
    index('cms_items_status_created_idx').on(t.status, t.createdAt, t.id).where(sql`${t.deletedAt} is null`),
    index('cms_items_created_idx').on(t.createdAt, t.id).where(sql`${t.deletedAt} is null`),
    // A type's tab (Manage Blog), with or without a status.
    index('cms_items_type_created_idx').on(t.type, t.createdAt, t.id).where(sql`${t.deletedAt} is null`),
    index('cms_items_type_status_created_idx')
      .on(t.type, t.status, t.createdAt, t.id)
      .where(sql`${t.deletedAt} is null`),
    index('cms_items_trash_idx').on(t.deletedAt).where(sql`${t.deletedAt} is not null`),
    index('cms_items_user_idx').on(t.userId),
    index('cms_items_scheduled_idx').on(t.publishDate).where(sql`${t.status} = 'Scheduled'`),
    index('cms_items_search_idx').using('gin', t.search),
    // The public site's order (newest published first) over the items it may show, and per type.
    index('cms_items_listed_idx')
      .on(sql`${listedAt(t)} desc`, sql`${t.id} desc`)
      .where(listedWhere(t)),
    index('cms_items_type_listed_idx')
      .on(t.type, sql`${listedAt(t)} desc`, sql`${t.id} desc`)
      .where(listedWhere(t)),
    check('cms_items_type_check', oneOf(t.type, contentTypes)),
    check('cms_items_status_check', oneOf(t.status, contentStatuses)),
    // A tag is a string: no NULL element, which the contract (and every reader) cannot take.
    check('cms_items_tags_check', sql`array_position(${t.tags}, null) is null`),
    check('cms_items_body_check', sql`jsonb_typeof(${t.body}) = 'array'`),
    check('cms_items_gallery_check', sql`jsonb_typeof(${t.gallery}) = 'array'`),
    check('cms_items_videos_check', sql`jsonb_typeof(${t.videos}) = 'array'`),
    check('cms_items_seo_check', sql`jsonb_typeof(${t.seo}) = 'object'`),
  ],
);

/**
 * An item's categories. `listed` and `listedAt` repeat the item's place on the public site (kept
 * by the triggers of migration 0015), so a category page is one range of one index.
 */
export const cmsCategories = pgTable(
  'cms_categories',
  {
    cmsId: uuid('cms_id')
      .notNull()
      .references(() => cmsItems.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    /** The item is Published or Scheduled and not in the trash (live once `listedAt` has passed). */
    listed: boolean('listed').notNull().default(false),
    /** The item's publish date, or its creation when it has none. */
    listedAt: timestamp('listed_at', { withTimezone: true, mode: 'date', precision: 3 }),
  },
  (t) => [
    primaryKey({ columns: [t.cmsId, t.categoryId] }),
    index('cms_categories_category_idx').on(t.categoryId),
    index('cms_categories_listed_idx')
      .on(t.categoryId, sql`${t.listedAt} desc`, sql`${t.cmsId} desc`)
      .where(sql`${t.listed}`),
  ],
);

/** Every status change of a content item: who, from what, to what, when. */
export const cmsEvents = pgTable(
  'cms_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    cmsId: uuid('cms_id')
      .notNull()
      .references(() => cmsItems.id, { onDelete: 'cascade' }),
    userId: uuid('user_id'),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    index('cms_events_cms_idx').on(t.cmsId),
    check('cms_events_to_status_check', oneOf(t.toStatus, contentStatuses)),
  ],
);

/**
 * Every saved version of an item, whole (the detail as the form opens it), and the changes to
 * live items waiting for review (issue 15). `number` counts an item's versions from 1.
 */
export const cmsRevisions = pgTable(
  'cms_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cmsId: uuid('cms_id')
      .notNull()
      .references((): AnyPgColumn => cmsItems.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    state: text('state').$type<RevisionState>().notNull(),
    status: text('status').$type<ContentStatus>().notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    item: jsonb('item').$type<CmsItem>().notNull(),
    reviewedById: uuid('reviewed_by_id').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true, mode: 'date', precision: 3 }),
    note: text('note').notNull().default(''),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    uniqueIndex('cms_revisions_number_key').on(t.cmsId, t.number),
    index('cms_revisions_created_idx').on(t.createdAt),
    check('cms_revisions_state_check', oneOf(t.state, revisionStates)),
  ],
);

/**
 * Notes on items' text (issue 16): a thread is its first note (`thread_id` null) and the replies
 * that name it. Never part of an item, so never published.
 */
export const cmsNotes = pgTable(
  'cms_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cmsId: uuid('cms_id')
      .notNull()
      .references((): AnyPgColumn => cmsItems.id, { onDelete: 'cascade' }),
    threadId: uuid('thread_id').references((): AnyPgColumn => cmsNotes.id, { onDelete: 'cascade' }),
    section: text('section').notNull().default(''),
    anchor: jsonb('anchor').$type<NoteAnchor>(),
    quote: text('quote').notNull().default(''),
    body: text('body').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    mentions: uuid('mentions').array().notNull().default(sql`'{}'::uuid[]`),
    resolvedAt: timestamp('resolved_at', { withTimezone: true, mode: 'date', precision: 3 }),
    resolvedById: uuid('resolved_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    index('cms_notes_item_idx').on(t.cmsId, t.createdAt),
    index('cms_notes_thread_idx').on(t.threadId),
    index('cms_notes_mentions_idx').using('gin', t.mentions),
  ],
);

/**
 * How many items each status and type holds, in and out of the trash, kept by a trigger on
 * cms_items (migrations 0003, 0010): the list's total (any status and type tab) and the
 * Need Review count without counting hundreds of thousands of rows on every page.
 */
export const cmsStatusCounts = pgTable(
  'cms_status_counts',
  {
    status: text('status').$type<ContentStatus>().notNull(),
    type: text('type').$type<ContentType>().notNull(),
    inTrash: boolean('in_trash').notNull(),
    total: bigint('total', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.status, t.type, t.inTrash] })],
);

/**
 * Login attempts counted in fixed windows per key ('ip:…' or 'email:…'), shared by every
 * server process on the database so that a limit holds behind a load balancer too.
 */
export const loginThrottle = pgTable(
  'login_throttle',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true, mode: 'date', precision: 3 }).notNull(),
  },
  (t) => [index('login_throttle_window_idx').on(t.windowEndsAt)],
);

/**
 * Sessions ended by signing out before their token expired. Every process keeps the set in
 * memory (NOTIFY on `masthead_session_revoked`); a row is useless once the token has expired.
 */
export const revokedSessions = pgTable(
  'revoked_sessions',
  {
    sessionId: uuid('session_id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date', precision: 3 }).notNull(),
  },
  (t) => [index('revoked_sessions_expires_idx').on(t.expiresAt)],
);

/**
 * Keys every server process on the database must share, generated once by whichever
 * process starts first (`jwt`: signs session and preview tokens).
 */
export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date', precision: 3 }).notNull().defaultNow(),
});

/** A layout section as stored: references by id, filled in when read. */
export type StoredSection = Required<Omit<LayoutSectionWrite, 'category' | 'position'>> & {
  category: string | null;
  position: string | null;
};

/** A layout's body as stored (SPEC §3 Layout): item and category ids, in order. */
export interface StoredLayoutBody {
  headlines: string[];
  topStory: string[];
  sections: StoredSection[];
  coverStory: string | null;
}

export const emptyLayoutBody: StoredLayoutBody = { headlines: [], topStory: [], sections: [], coverStory: null };

/** The home page layout (one row per layout name, made by the migration). */
export const layouts = pgTable(
  'layouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    body: jsonb('body').$type<StoredLayoutBody>().notNull().default(emptyLayoutBody),
    ...timestamps,
    updatedById: uuid('updated_by_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('layouts_name_idx').on(t.name), check('layouts_name_check', oneOf(t.name, layoutNames))],
);

/**
 * What a person is told of (issue 30): her change or item decided, a note naming her. Read per
 * user; a trigger of migration 0027 rings the user's doorbell (NOTIFY masthead_inbox) on insert.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    change: boolean('change').notNull().default(false),
    cmsId: uuid('cms_id').references((): AnyPgColumn => cmsItems.id, { onDelete: 'cascade' }),
    byId: uuid('by_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date', precision: 3 }),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt),
    index('notifications_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
    check('notifications_kind_check', oneOf(t.kind, notificationKinds)),
  ],
);

/**
 * Home page previews: a manager's unsaved layout, opened by its token (the built-in preview page,
 * or the public site with `?preview=`) until it expires; expired ones are removed as new ones come.
 */
export const layoutPreviews = pgTable(
  'layout_previews',
  {
    token: text('token').primaryKey(),
    body: jsonb('body').$type<StoredLayoutBody>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('layout_previews_expires_at_idx').on(t.expiresAt)],
);

/** Navigation menus (SPEC §3 Menu): at most one active per name. */
export const menus = pgTable(
  'menus',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(false),
    items: jsonb('items').$type<MenuItem[]>().notNull().default([]),
    ...timestamps,
    updatedById: uuid('updated_by_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('menus_name_check', oneOf(t.name, menuNames)),
    uniqueIndex('menus_one_active_idx').on(t.name).where(sql`active`),
    index('menus_created_idx').on(t.createdAt, t.id),
  ],
);

/** Who buys advertisements (SPEC §3 Client). `userId` is who added it (Edit:own). */
export const clients = pgTable(
  'clients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull().default(''),
    mobile: text('mobile').notNull().default(''),
    userId: uuid('user_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    ...timestamps,
    updatedById: uuid('updated_by_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    // One client per address; clients without one are many.
    uniqueIndex('clients_email_idx').on(sql`lower(${t.email})`).where(sql`${t.email} <> ''`),
    index('clients_name_idx').on(sql`lower(${t.name})`, t.id),
  ],
);

/**
 * Advertisements sold to clients (SPEC §3). `views` and `clicks` are what was counted (flushed
 * by the serving processes); `reserved` is how many impressions processes have taken out to
 * serve, never above `max_impressions`, so the cap holds across processes (ADR 0013).
 */
export const advertisements = pgTable(
  'advertisements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    url: text('url').notNull(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'restrict' }),
    startDate: timestamp('start_date', { withTimezone: true, mode: 'date', precision: 3 }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true, mode: 'date', precision: 3 }).notNull(),
    position: text('position').$type<AdPosition>().notNull(),
    maxImpressions: bigint('max_impressions', { mode: 'number' }).notNull(),
    isFeatured: boolean('is_featured').notNull().default(false),
    views: bigint('views', { mode: 'number' }).notNull().default(0),
    clicks: bigint('clicks', { mode: 'number' }).notNull().default(0),
    reserved: bigint('reserved', { mode: 'number' }).notNull().default(0),
    mobileImageId: uuid('mobile_image_id').references(() => assets.id, { onDelete: 'set null' }),
    desktopImageId: uuid('desktop_image_id').references(() => assets.id, { onDelete: 'set null' }),
    userId: uuid('user_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    ...timestamps,
    updatedById: uuid('updated_by_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('advertisements_created_idx').on(t.createdAt, t.id),
    index('advertisements_client_idx').on(t.clientId),
    index('advertisements_window_idx').on(t.endDate),
    check('advertisements_position_check', oneOf(t.position, adPositions)),
    check('advertisements_window_check', sql`${t.endDate} > ${t.startDate}`),
    check(
      'advertisements_counters_check',
      sql`${t.views} >= 0 and ${t.clicks} >= 0 and ${t.reserved} >= 0 and ${t.maxImpressions} >= 1`,
    ),
  ],
);

/** An advertisement's categories: it runs on those categories' pages. */
export const advertisementCategories = pgTable(
  'advertisement_categories',
  {
    advertisementId: uuid('advertisement_id')
      .notNull()
      .references(() => advertisements.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.advertisementId, t.categoryId] }),
    index('advertisement_categories_category_idx').on(t.categoryId),
  ],
);

/** Views and clicks per advertisement and day (UTC), for its report. */
export const advertisementDays = pgTable(
  'advertisement_days',
  {
    advertisementId: uuid('advertisement_id')
      .notNull()
      .references(() => advertisements.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    views: bigint('views', { mode: 'number' }).notNull().default(0),
    clicks: bigint('clicks', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.advertisementId, t.day] })],
);

/** The pages of an uploaded PDF: a WebP thumbnail and the printed text of each. */
export const assetPages = pgTable(
  'asset_pages',
  {
    assetId: uuid('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    thumbnailKey: text('thumbnail_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    text: text('text').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.assetId, t.number] })],
);

/** E-paper editions (SPEC §3 Epaper): a PDF, its pages, and the editorial workflow of DECISIONS. */
export const epapers = pgTable(
  'epapers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    status: text('status').$type<EpaperStatus>().notNull().default('Draft'),
    seo: jsonb('seo').$type<Seo>().notNull().default({ title: '', description: '', metaTags: [] }),
    fileId: uuid('file_id').references(() => assets.id, { onDelete: 'set null' }),
    pageCount: integer('page_count').notNull().default(0),
    /** The printed text of every page, for search. */
    pageText: text('page_text').notNull().default(''),
    publishDate: timestamp('publish_date', { withTimezone: true, mode: 'date', precision: 3 }),
    userId: uuid('user_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    ...timestamps,
    updatedById: uuid('updated_by_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector('simple', coalesce("title", '')), 'A') || setweight(to_tsvector('simple', coalesce("page_text", '')), 'C')`,
    ),
  },
  (t) => [
    uniqueIndex('epapers_slug_idx').on(t.slug),
    index('epapers_created_idx').on(t.createdAt, t.id),
    index('epapers_listed_idx')
      .on(sql`coalesce(${t.publishDate}, ${t.createdAt}) desc`, sql`${t.id} desc`)
      .where(sql`${t.status} in ('Published', 'Scheduled')`),
    index('epapers_scheduled_idx').on(t.publishDate).where(sql`${t.status} = 'Scheduled'`),
    index('epapers_search_idx').using('gin', t.search),
    check('epapers_status_check', oneOf(t.status, epaperStatuses)),
  ],
);

/** Redirect URLs (SPEC §3): an old path on this site sent on to a path or an address. */
export const redirects = pgTable(
  'redirects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    oldUrl: text('old_url').notNull(),
    redirectUrl: text('redirect_url').notNull(),
    statusCode: integer('status_code').notNull().default(301),
    status: text('status', { enum: ['Enable', 'Disable'] })
      .notNull()
      .default('Enable'),
    /** Counted by the serving processes, written every second. */
    hits: bigint('hits', { mode: 'number' }).notNull().default(0),
    lastHitAt: timestamp('last_hit_at', { withTimezone: true, mode: 'date', precision: 3 }),
    ...timestamps,
    updatedById: uuid('updated_by_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('redirects_old_url_idx').on(t.oldUrl),
    index('redirects_created_idx').on(t.createdAt, t.id),
    check('redirects_status_code_check', sql`${t.statusCode} in (301, 302, 307, 308)`),
    check('redirects_status_check', oneOf(t.status, ['Enable', 'Disable'])),
  ],
);

/** Paths asked for that nothing answered, with how often: candidates for a redirect. */
export const notFoundPaths = pgTable(
  'not_found_paths',
  {
    path: text('path').primaryKey(),
    hits: bigint('hits', { mode: 'number' }).notNull().default(0),
    lastAt: timestamp('last_at', { withTimezone: true, mode: 'date', precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('not_found_paths_hits_idx').on(sql`${t.hits} desc`)],
);

/** Every write in the product and every sign-in, appended; nothing in the product edits or deletes a row. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true, mode: 'date', precision: 3 }).notNull().defaultNow(),
    userId: uuid('user_id'),
    userName: text('user_name').notNull().default(''),
    /** What happened in words ('Deleted client Acme'); '' on rows written before there were words. */
    summary: text('summary').notNull().default(''),
    action: text('action').notNull(),
    model: text('model').notNull(),
    item: text('item'),
    ip: text('ip').notNull().default(''),
    status: integer('status').notNull(),
    fields: text('fields').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [
    index('audit_log_at_idx').on(sql`${t.at} desc`, sql`${t.id} desc`),
    index('audit_log_user_idx').on(t.userId, sql`${t.at} desc`),
    index('audit_log_item_idx').on(t.item),
  ],
);
