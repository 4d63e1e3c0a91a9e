import { z } from 'zod';
import { type Endpoint, endpoint } from './endpoint.js';
import { notificationListSchema, notificationReadSchema } from './notification.js';

export const notificationEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/notifications',
    tag: 'notifications',
    summary:
      "The signed-in user's newest notifications (her change or item decided, a note naming her) and how many are unread",
    permission: { signedIn: true },
    data: notificationListSchema,
  }),
  read: endpoint({
    method: 'POST',
    path: '/notifications/read',
    tag: 'notifications',
    summary: "Marks some of one's own notifications read (others' ids change nothing)",
    permission: { signedIn: true },
    body: notificationReadSchema,
    data: z.object({ unread: z.number().int() }),
    // Marking one's own notifications read changes nothing anyone else sees.
    audit: false,
  }),
  readAll: endpoint({
    method: 'POST',
    path: '/notifications/read-all',
    tag: 'notifications',
    summary: "Marks all of one's own notifications read",
    permission: { signedIn: true },
    data: z.object({ unread: z.number().int() }),
    // Marking one's own notifications read changes nothing anyone else sees.
    audit: false,
  }),
} as const satisfies Record<string, Endpoint>;
