import { z } from 'zod';
import { contentStatuses, contentTypes } from './cms.js';

/** An item as the dashboard lists it. */
export const dashboardItemSchema = z.object({
  _id: z.string(),
  title: z.string(),
  type: z.enum(contentTypes),
  status: z.enum(contentStatuses),
  author: z.string().nullable(),
  /** When it was last saved, or is (to be) published, as the list says. */
  at: z.string(),
});
export type DashboardItem = z.infer<typeof dashboardItemSchema>;

/** What waits for an editor's review: a new item in Need Review, or a change to a live one. */
export const reviewItemSchema = z.object({
  _id: z.string(),
  title: z.string(),
  type: z.enum(contentTypes),
  author: z.string().nullable(),
  /** Since when it waits (sent for review, or the change proposed). */
  since: z.string(),
  /** A change to a live item (true), or a new item (false). */
  change: z.boolean(),
});
export type ReviewItem = z.infer<typeof reviewItemSchema>;

/** Where an editor starts the day (issues 15, 30): null sections are the ones the user may not read. */
export const dashboardSchema = z.object({
  /** What waits for the user's review, oldest first: null without the Publish right. */
  review: z.object({ items: z.array(reviewItemSchema), total: z.number().int() }).nullable(),
  /** Breaking news: how many are shown on the site, and the newest of them (null without Breaking News: Read). */
  breakingNews: z
    .object({ active: z.number().int(), latest: z.object({ title: z.string(), at: z.string() }).nullable() })
    .nullable(),
  /** The home page's last change (null without Home Layout: Read; `at` null: never arranged). */
  homePage: z.object({ at: z.string().nullable(), by: z.string().nullable() }).nullable(),
  content: z
    .object({
      myDrafts: z.array(dashboardItemSchema),
      /** Items per status, out of the trash (the list's kept counts). */
      counts: z.array(z.object({ status: z.enum(contentStatuses), total: z.number().int() })),
      /** Live items with a change waiting for review (they wait in Need Review too). */
      pendingChanges: z.number().int(),
      scheduled: z.array(dashboardItemSchema),
      recentlyPublished: z.array(dashboardItemSchema),
    })
    .nullable(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
