import type { NoteMentions, NoteThread, noteCreateSchema, noteReplyCreateSchema } from '@masthead/contract';
import { messages, noteResolveRefusal } from '@masthead/contract';
import type { z } from 'zod';
import type { Actor } from '../../lib/actor.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import { isId } from '../../lib/ids.js';
import type { NewNotification } from '../notification/notification.face.js';
import type { NoteRepo } from './note.repo.js';

type CreateInput = z.output<typeof noteCreateSchema>;
type ReplyInput = z.output<typeof noteReplyCreateSchema>;

/** Notes on items' text: threads, replies, resolve and reopen, and who is mentioned where. */
export function noteService(
  repo: NoteRepo,
  /** Of these ids, those of users who may be named (the user module's). */
  activeUsers: (ids: readonly string[]) => Promise<Set<string>>,
  tell: (notifications: NewNotification[]) => Promise<void> = async () => {},
) {
  /** Whoever a note names hears of it at once (issue 30); naming oneself tells no one. */
  async function tellMentioned(actor: Actor, cmsId: string, mentions: string[], body: string): Promise<void> {
    await tell(
      mentions
        .filter((id) => id !== actor.id)
        .map((userId) => ({ userId, kind: 'mentioned' as const, cmsId, byId: actor.id, note: body })),
    );
  }

  async function itemOf(id: string): Promise<string> {
    if (!isId(id) || !(await repo.itemExists(id))) throw notFound(messages.contentNotFound);
    return id;
  }

  async function threadOf(id: string): Promise<{ threadId: string; cmsId: string }> {
    const cmsId = isId(id) ? await repo.itemOfThread(id) : null;
    if (!cmsId) throw notFound(messages.noteNotFound);
    return { threadId: id, cmsId };
  }

  async function thread(id: string): Promise<NoteThread> {
    const found = await repo.thread(id);
    if (!found) throw notFound(messages.noteNotFound);
    return found;
  }

  /** Only active users can be named: anyone else is refused with the field's message. */
  async function checkedMentions(ids: string[]): Promise<string[]> {
    const unique = [...new Set(ids)];
    const active = await activeUsers(unique);
    if (active.size !== unique.length) {
      throw badRequest(messages.noteMentionUnknown, { mentions: messages.noteMentionUnknown });
    }
    return unique;
  }

  return {
    async list(itemId: string): Promise<NoteThread[]> {
      return repo.threads(await itemOf(itemId));
    },

    async create(actor: Actor, itemId: string, input: CreateInput): Promise<NoteThread> {
      const cmsId = await itemOf(itemId);
      const mentions = await checkedMentions(input.mentions);
      const id = await repo.insertThread(
        cmsId,
        { section: input.section, anchor: input.anchor, quote: input.quote, body: input.body, mentions },
        actor.id,
      );
      await tellMentioned(actor, cmsId, mentions, input.body);
      return thread(id);
    },

    async reply(actor: Actor, threadId: string, input: ReplyInput): Promise<NoteThread> {
      const found = await threadOf(threadId);
      const mentions = await checkedMentions(input.mentions);
      await repo.insertReply(found.threadId, found.cmsId, { body: input.body, mentions }, actor.id);
      await tellMentioned(actor, found.cmsId, mentions, input.body);
      return thread(found.threadId);
    },

    /** The note's author, or whoever may edit the item, resolves or reopens it (DECISIONS "Notes on an item"). */
    async resolve(actor: Actor, threadId: string, resolved: boolean): Promise<NoteThread> {
      const found = await threadOf(threadId);
      const authors = await repo.authorsOfThread(found.threadId);
      if (!authors) throw notFound(messages.noteNotFound);
      const refusal = noteResolveRefusal(actor, actor.id, authors);
      if (refusal) throw forbidden(refusal);
      await repo.setResolved(found.threadId, resolved, actor.id);
      return thread(found.threadId);
    },

    async mentions(actor: Actor): Promise<NoteMentions> {
      return repo.mentionsOf(actor.id, 50);
    },
  };
}
export type NoteService = ReturnType<typeof noteService>;
