import type { ModelPermissions } from '@masthead/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
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
  },
  (t) => [
    uniqueIndex('roles_name_lower_key').on(sql`lower(${t.name})`),
    index('roles_created_idx').on(t.createdAt, t.id),
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
    imageId: uuid('image_id').references(() => assets.id, { onDelete: 'set null' }),
    addressLine1: text('address_line1').notNull().default(''),
    addressLine2: text('address_line2').notNull().default(''),
    city: text('city').notNull().default(''),
    pincode: text('pincode').notNull().default(''),
    ...timestamps,
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), index('users_created_idx').on(t.createdAt, t.id)],
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
  seo: jsonb('seo')
    .$type<{ title: string; description: string; metaTags: { property: string; content: string }[] }>()
    .notNull()
    .default({ title: '', description: '', metaTags: [] }),
  ...timestamps,
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
