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

/** Where an editor starts the day (issue 15): null sections are the ones the user may not read. */
export const dashboardSchema = z.object({
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
