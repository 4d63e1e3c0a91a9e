import type { ListenHandlers } from '../db/listener.js';
import type { Actor } from './actor.js';

/** The NOTIFY channel the database triggers of migration 0002 announce changes on. */
export const ACTOR_CHANNEL = 'masthead_actor';
/** A message on the channel: one user's id, or every user (a role changed). */
export const EVERYONE = '*';

/** What deciding a request needs to know about its caller. */
export interface ActorRecord {
  actor: Actor;
  enabled: boolean;
  tokenVersion: number;
}

/**
 * Callers by user id, so a request costs no query to learn who is asking. An entry is
 * trusted only while this process hears the database's change notices: until the
 * subscription is up, and whenever it drops, every request reads the database.
 */
export function actorCache(maxEntries = 10_000) {
  const entries = new Map<string, ActorRecord>();
  let listening = false;
  /** Moves on every change notice: a read that started before one must not be kept. */
  let epoch = 0;
  /** Told of every change (a user's id, or `EVERYONE`): who holds a caller for longer than a request looks again. */
  const watchers = new Set<(userId: string) => void>();

  function forget(userId: string): void {
    epoch += 1;
    if (userId === EVERYONE) entries.clear();
    else entries.delete(userId);
    for (const watcher of watchers) watcher(userId);
  }

  const handlers: ListenHandlers = {
    onMessage: forget,
    onReady() {
      forget(EVERYONE);
      listening = true;
    },
    onLost() {
      listening = false;
      forget(EVERYONE);
    },
  };

  return {
    handlers,
    /** Called by this process's own writes, so they take effect here before the notice arrives. */
    forget,
    /** Calls `watcher` after each change of one user (its id) or of anyone (`EVERYONE`); returns the unsubscribe. */
    watch(watcher: (userId: string) => void): () => void {
      watchers.add(watcher);
      return () => watchers.delete(watcher);
    },
    async get(userId: string, read: () => Promise<ActorRecord | null>): Promise<ActorRecord | null> {
      const cached = listening ? entries.get(userId) : undefined;
      if (cached) return cached;
      const startedAt = epoch;
      const record = await read();
      if (record && listening && epoch === startedAt) {
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
        entries.set(userId, record);
      }
      return record;
    },
  };
}
export type ActorCache = ReturnType<typeof actorCache>;
