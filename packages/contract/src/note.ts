import { z } from 'zod';
import { mayEditContent, userRefSchema } from './cms.js';
import { idSchema, requiredText } from './common.js';
import { messages } from './messages.js';
import type { PermissionHolder } from './permissions.js';

/**
 * Notes on an item's text (issue 16): a thread anchored to the words it was written on, replies,
 * resolve and reopen, mentions. Notes belong to the newsroom, never to the site: no public call,
 * preview or stored HTML holds them. Unknown fields in these bodies are refused by name at the
 * route, as in every body (ADR 0022).
 */

/** A Yjs id: which writer, which of its changes. */
const yIdSchema = z.object({ client: z.number().int().nonnegative(), clock: z.number().int().nonnegative() });

/**
 * A place in the working copy's text that moves with the text (a Yjs relative position, as
 * `Y.relativePositionToJSON` writes it): the browser resolves it, the server only keeps it.
 */
export const textPositionSchema = z.object({
  type: yIdSchema.nullable().optional(),
  tname: z.string().max(200).nullable().optional(),
  item: yIdSchema.nullable().optional(),
  assoc: z.number().int().min(-1).max(1).optional(),
});
export type TextPosition = z.infer<typeof textPositionSchema>;

export const noteAnchorSchema = z.object({ anchor: textPositionSchema, head: textPositionSchema });
export type NoteAnchor = z.infer<typeof noteAnchorSchema>;

const mentionsSchema = z
  .array(idSchema)
  .max(20, { error: 'At most 20 people can be mentioned in one note' })
  .default([]);

export const noteReplySchema = z.object({
  _id: z.string(),
  body: z.string(),
  user: userRefSchema.nullable(),
  mentions: z.array(userRefSchema),
  createdAt: z.string(),
});
export type NoteReply = z.infer<typeof noteReplySchema>;

export const noteThreadSchema = z.object({
  _id: z.string(),
  itemId: z.string(),
  /** The section (its key in the working copy) the noted words are in. */
  section: z.string(),
  anchor: noteAnchorSchema,
  /** The words as they were when noted, shown beside the thread. */
  quote: z.string(),
  body: z.string(),
  user: userRefSchema.nullable(),
  mentions: z.array(userRefSchema),
  createdAt: z.string(),
  resolved: z.boolean(),
  resolvedBy: userRefSchema.nullable(),
  resolvedAt: z.string().nullable(),
  replies: z.array(noteReplySchema),
});
export type NoteThread = z.infer<typeof noteThreadSchema>;

export const noteCreateSchema = z.object({
  section: z.string().trim().min(1, { error: messages.noteNeedsText }).max(100),
  anchor: noteAnchorSchema,
  quote: z.string().trim().min(1, { error: messages.noteNeedsText }).max(1000),
  body: requiredText(messages.noteRequired, 5000),
  mentions: mentionsSchema,
});
export type NoteCreate = z.input<typeof noteCreateSchema>;

export const noteReplyCreateSchema = z.object({
  body: requiredText(messages.noteRequired, 5000),
  mentions: mentionsSchema,
});
export type NoteReplyCreate = z.input<typeof noteReplyCreateSchema>;

export const noteResolveSchema = z.object({ resolved: z.boolean() });

/**
 * DECISIONS "Notes on an item": whoever reads the item writes notes and replies, but only the
 * note's author or someone who may edit the item (Edit, or Edit:own on one's own) resolves or
 * reopens it. The message the server answers with, or null when the actor may.
 */
export function noteResolveRefusal(
  actor: PermissionHolder,
  actorId: string,
  note: { authorId: string | null; itemAuthorId: string | null },
): string | null {
  if (note.authorId !== null && note.authorId === actorId) return null;
  return mayEditContent(actor, actorId, note.itemAuthorId) ? null : messages.noteResolveRefused;
}

/** A thread that mentions the signed-in user and is still open: the dashboard's list, the header's count. */
export const noteMentionSchema = z.object({
  threadId: z.string(),
  item: z.object({ _id: z.string(), title: z.string(), type: z.string() }),
  quote: z.string(),
  /** The note (first or a reply) that names the user. */
  body: z.string(),
  by: userRefSchema.nullable(),
  createdAt: z.string(),
});
export type NoteMention = z.infer<typeof noteMentionSchema>;

export const noteMentionsSchema = z.object({ items: z.array(noteMentionSchema), total: z.number().int() });
export type NoteMentions = z.infer<typeof noteMentionsSchema>;

export const noteThreadParamsSchema = z.object({ id: idSchema });
