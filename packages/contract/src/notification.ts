import { z } from 'zod';
import { contentTypes, userRefSchema } from './cms.js';
import { idSchema } from './common.js';

/**
 * What a person is told of (issue 30): her change or her item decided by an editor, or a note
 * naming her. `change`: a change to a live item (a pending revision), not the item itself.
 */
export const notificationKinds = ['approved', 'rejected', 'published', 'mentioned'] as const;
export type NotificationKind = (typeof notificationKinds)[number];

export const userNotificationSchema = z.object({
  _id: z.string(),
  kind: z.enum(notificationKinds),
  change: z.boolean(),
  item: z.object({ _id: z.string(), title: z.string(), type: z.enum(contentTypes) }).nullable(),
  by: userRefSchema.nullable(),
  /** The editor's note on a decision, or the note's text that mentions. */
  note: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type UserNotification = z.infer<typeof userNotificationSchema>;

/** The newest notifications of the signed-in user and how many are unread. */
export const notificationListSchema = z.object({
  items: z.array(userNotificationSchema),
  unread: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

/** Marks some of one's notifications read (ids of others' are ignored). */
export const notificationReadSchema = z.object({ ids: z.array(idSchema).min(1).max(100) });
export type NotificationRead = z.infer<typeof notificationReadSchema>;

/** What the doorbell says: read your notifications (and mentions) again, or the review queue changed. */
export const inboxSignals = ['notifications', 'review'] as const;
export type InboxSignal = (typeof inboxSignals)[number];

/** How a notification reads in a list. */
export function notificationText(n: Pick<UserNotification, 'kind' | 'change' | 'by' | 'item'>): string {
  const who = n.by?.name ?? 'Someone';
  const what = n.item ? `“${n.item.title}”` : 'an item';
  switch (n.kind) {
    case 'approved':
      return n.change ? `${who} approved your change to ${what}` : `${who} approved ${what}`;
    case 'rejected':
      return n.change ? `${who} rejected your change to ${what}` : `${who} rejected ${what}`;
    case 'published':
      return n.change ? `${who} published your change to ${what}` : `${who} published ${what}`;
    case 'mentioned':
      return `${who} mentioned you in ${what}`;
  }
}
