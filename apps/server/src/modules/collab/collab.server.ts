import { Redis } from '@hocuspocus/extension-redis';
import { type Document, Hocuspocus } from '@hocuspocus/server';
import {
  COPY_COMMITTED_KEY,
  COPY_META,
  COPY_SAVED_KEY,
  type ContentStatus,
  type CopySavedMark,
  can,
  contentEditRefusal,
  INBOX_PREFIX,
  type InboxSignal,
  inboxCopyName,
  isLiveStatus,
  mayRead,
  messages,
  parseCopyName,
  proposalCopyName,
  sharedCopyName,
  WORKING_COPY_MAX_BYTES,
} from '@masthead/contract';
import * as Y from 'yjs';
import type { Actor } from '../../lib/actor.js';
import type { ContentSaved } from '../../lib/content-saved.js';
import { isId } from '../../lib/ids.js';
import type { CollabRepo } from './collab.repo.js';
import { copySizes } from './copy-size.js';
import { readMessageHead } from './message-head.js';
import { presenceIsWhoSignedIn } from './presence-stamp.js';
import { CopyRefusal, type CopySession, type SocketGuard } from './socket-guard.js';

/** How soon after a change the working copy is written (and at the latest, while changes go on). */
export const STORE_DEBOUNCE_MS = 500;
export const STORE_MAX_DEBOUNCE_MS = 2000;

/** The waits before each new try of a store the database refused (ms). */
const STORE_RETRIES = [250, 1000, 3000];

export interface CollabOptions {
  repo: CollabRepo;
  resolveToken: (token: string) => Promise<Actor | null>;
  /** Shared with the other processes of the deployment; null: this process alone. */
  redisUrl: string | null;
  /** How often the routes ping each socket (ending the unanswered); Hocuspocus's own ping waits longer. */
  pingMs: number;
  onError: (error: unknown) => void;
}

/** What a connection carries: its socket's guard (from the routes), and once signed in, who it is. */
interface CopyContext {
  guard?: SocketGuard;
  session?: CopySession;
  rights?: CopyRights;
}

/**
 * The collaboration server (issue 16): Hocuspocus, the maintained server of the Yjs sync and
 * awareness protocols. A connection signs in with the API's token and may open the working copy
 * of an item it may read; one who may not change the item gets a read-only connection, whose
 * updates the server drops. The working copy is kept in the database a moment after each change
 * (at most STORE_MAX_DEBOUNCE_MS behind), and, with Redis, shared live between processes.
 */
export function collabServer({ repo, resolveToken, redisUrl, pingMs, onError }: CollabOptions): CollabServer {
  const sizes = copySizes(WORKING_COPY_MAX_BYTES);
  const tooLarge = new CopyRefusal(1009, messages.workingCopyTooLarge(WORKING_COPY_MAX_BYTES / 1024 / 1024));
  const extensions = [];
  if (redisUrl) {
    const url = new URL(redisUrl);
    const options = {
      // The subscriber may be put in subscriber mode before its first ready check answers (a
      // document opened at once, or a reconnect on a loaded machine); ioredis then refuses its own
      // INFO and never becomes ready, so what other processes publish is lost. Ready on connect.
      enableReadyCheck: false,
      ...(url.password ? { password: decodeURIComponent(url.password) } : {}),
      ...(url.username ? { username: decodeURIComponent(url.username) } : {}),
      ...(url.pathname.length > 1 ? { db: Number(url.pathname.slice(1)) } : {}),
    };
    extensions.push(
      new Redis({ host: url.hostname, port: Number(url.port || 6379), prefix: 'masthead-collab', options }),
    );
  }
  const hocuspocus = new Hocuspocus({
    name: `masthead-${process.pid}`,
    quiet: true,
    debounce: STORE_DEBOUNCE_MS,
    maxDebounce: STORE_MAX_DEBOUNCE_MS,
    // Our ping ends a silent socket within two of its rounds; this one only acts if that failed.
    timeout: 4 * pingMs,
    extensions,

    async onAuthenticate({ token, documentName, connectionConfig, context }) {
      const { guard } = context as CopyContext;
      try {
        return await signIn(token, documentName, connectionConfig, guard);
      } catch (error) {
        guard?.refused(error instanceof Error ? error.message : messages.noPermission);
        throw error;
      }
    },

    async connected({ context, documentName }) {
      (context as CopyContext).guard?.connected(documentName);
    },

    async onDisconnect({ context, documentName }) {
      (context as CopyContext).guard?.left(documentName);
    },

    /**
     * Every message waits for its sender to be checked again (signed out, blocked, other rights:
     * the socket closes and the message is dropped), and a change that would take the working
     * copy past its limit is refused: the document closes on that socket, with the reason.
     */
    async beforeHandleMessage({ context, connection, document, update }) {
      const { guard, session } = context as CopyContext;
      const check = guard && session ? guard.stillAllowed(session) : null;
      if (check) await check;
      if (connection.readOnly) return;
      const head = readMessageHead(update);
      if (!head?.update) return;
      const { start, length } = head.update;
      if (!sizes.admits(document, update.subarray(start, start + length))) throw tooLarge;
    },

    async afterLoadDocument({ document }) {
      presenceFollowsItsSocket(document);
      presenceIsWhoSignedIn(document);
    },

    async onLoadDocument({ documentName, document }) {
      // A doorbell holds nothing: never read, never stored.
      if (documentName.startsWith(INBOX_PREFIX)) return document;
      const state = await repo.load(documentName);
      if (state) Y.applyUpdate(document, state);
      sizes.measured(document, state?.length ?? 0);
      return document;
    },

    async onStoreDocument({ documentName, document }) {
      if (documentName.startsWith(INBOX_PREFIX)) return;
      const state = Y.encodeStateAsUpdate(document);
      sizes.measured(document, state.length);
      await storeWithRetries(documentName, state);
    },
  });

  /**
   * Stores a working copy, trying again a few times when the database refuses (a restart, a
   * dropped connection). Hocuspocus runs this from a timer nobody awaits: a failure thrown from
   * here would end the whole process, so the last one is logged instead (`onError`).
   */
  async function storeWithRetries(documentName: string, state: Uint8Array): Promise<void> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        await repo.store(documentName, state);
        return;
      } catch (error) {
        onError(error);
        if (attempt >= STORE_RETRIES.length) return;
        await new Promise((resolve) => setTimeout(resolve, STORE_RETRIES[attempt]));
      }
    }
  }

  /** Who may open `documentName` with `token`, and how (read-only or not); throws the refusal. */
  async function signIn(
    token: string,
    documentName: string,
    connectionConfig: { readOnly: boolean },
    guard: SocketGuard | undefined,
  ): Promise<CopyContext & { user: { id: string; name: string } }> {
    const actor = token ? await resolveToken(token) : null;
    if (!actor) throw new Error(messages.signInRequired);
    if (documentName.startsWith(INBOX_PREFIX)) {
      // One's own doorbell only, and only to listen.
      if (documentName !== inboxCopyName(actor.id)) throw new Error(messages.noPermission);
      const session: CopySession = { token, actor };
      connectionConfig.readOnly = true;
      guard?.signedIn(documentName, session);
      return { user: { id: actor.id, name: actor.name }, session };
    }
    const name = parseCopyName(documentName);
    const item = name && isId(name.itemId) ? await repo.item(name.itemId) : null;
    if (!item || item.deletedAt) throw new Error(messages.contentNotFound);
    if (!mayRead(actor, 'Cms')) throw new Error(messages.noPermission);
    const refusal = contentEditRefusal(actor, actor.id, { authorId: item.userId, status: item.status });
    const session: CopySession = { token, actor };
    const user = { id: actor.id, name: actor.name };
    if (name?.proposalOf !== null) {
      // A proposal is its author's alone, and only while the author may change the item.
      if (name?.proposalOf !== actor.id || refusal) throw new Error(messages.noPermission);
      guard?.signedIn(documentName, session);
      return { user, session };
    }
    // Those who may not change the item follow it read-only, and so does whoever would only
    // propose a change to a live item (that goes into their proposal): the server drops their updates.
    const rights: CopyRights = { mayEdit: refusal === null, mayPublish: can(actor, 'Cms', ['Publish']) };
    connectionConfig.readOnly = readOnlyFor(rights, item.status);
    guard?.signedIn(documentName, session);
    return { user, rights, session };
  }

  /**
   * Marks a save of the item in its shared working copy, so everyone in the item reads it again
   * (its status, its version, a change waiting for review). A copy open in no process needs no
   * mark: whoever opens it reads the item then. With several processes, a stored copy may be open
   * in another one, and the mark reaches it through Redis.
   */
  async function markSaved(saved: ContentSaved): Promise<void> {
    // Only a change of the status alone moves the version the copy's saves build on: a change of
    // its fields is not in the copy, and a save from it must not take that change back unseen.
    await markCopy(sharedCopyName(saved.itemId), saved, !saved.fieldsChanged);
    // The proposals open here learn of it too (a review of theirs, a newer live version).
    const proposals = proposalCopyName(saved.itemId, '');
    for (const name of [...hocuspocus.documents.keys()].filter((open) => open.startsWith(proposals))) {
      await markCopy(name, saved, false);
    }
  }

  /** `commits`: the shared copy's saves build on the saved version from now on (ADR 0039). */
  async function markCopy(name: string, saved: ContentSaved, commits: boolean): Promise<void> {
    const open = hocuspocus.documents.has(name) || (redisUrl !== null && (await repo.exists(name)));
    if (!open) return;
    const connection = await hocuspocus.openDirectConnection(name, {});
    try {
      const mark: CopySavedMark = { updatedAt: saved.updatedAt, status: saved.status };
      await connection.transact((document) => {
        // Live or not any more: who may write the shared copy changes (a proposer follows it read-only).
        for (const open of document.getConnections()) {
          const rights = (open.context as { rights?: CopyRights } | undefined)?.rights;
          if (rights) open.readOnly = readOnlyFor(rights, saved.status);
        }
        const meta = document.getMap(COPY_META);
        meta.set(COPY_SAVED_KEY, mark);
        if (commits) markCommitted(meta, saved.updatedAt);
      });
    } finally {
      await connection.disconnect();
    }
  }

  /**
   * Rings doorbells (issue 30, ADR 0029): one user's (`userId`) or everyone's (null) open here. Each
   * socket's session is checked first: a signed-out, blocked or expired one is closed, not told.
   */
  function ring(userId: string | null, signal: InboxSignal): void {
    const names = userId
      ? [inboxCopyName(userId)]
      : [...hocuspocus.documents.keys()].filter((name) => name.startsWith(INBOX_PREFIX));
    for (const name of names) {
      for (const connection of hocuspocus.documents.get(name)?.getConnections() ?? []) {
        const { guard, session } = connection.context as CopyContext;
        const allowed = guard && session ? guard.confirm(session) : Promise.resolve(false);
        void allowed.then((yes) => {
          if (yes) connection.sendStateless(signal);
        });
      }
    }
  }

  return { hocuspocus, markSaved, ring };
}

/** The version the shared copy's saves build on, moved forward only: a late mark never takes it back. */
function markCommitted(meta: Y.Map<unknown>, updatedAt: string): void {
  const current = meta.get(COPY_COMMITTED_KEY);
  if (typeof current === 'string' && Date.parse(current) >= Date.parse(updatedAt)) return;
  meta.set(COPY_COMMITTED_KEY, updatedAt);
}

/** What a connection's user may do with the item, kept with the connection. */
interface CopyRights {
  mayEdit: boolean;
  mayPublish: boolean;
}

/** Whether the shared copy of an item in this status is read-only for a user with these rights. */
function readOnlyFor(rights: CopyRights, status: ContentStatus): boolean {
  return !rights.mayEdit || (isLiveStatus(status) && !rights.mayPublish);
}

export interface CollabServer {
  hocuspocus: Hocuspocus;
  markSaved(saved: ContentSaved): Promise<void>;
  ring(userId: string | null, signal: InboxSignal): void;
}

/**
 * Someone's presence belongs to the socket it last came through. Hocuspocus files a client under
 * the socket that first announced it only: after a reconnect, the old socket's late close took away
 * the presence of someone still there, and the new socket's end left a ghost behind.
 */
function presenceFollowsItsSocket(document: Document): void {
  document.awareness.on('update', ({ added, updated }: { added: number[]; updated: number[] }, origin: unknown) => {
    for (const clientId of [...added, ...updated]) {
      for (const connection of document.getConnections()) {
        const clients = document.getClients(connection.webSocket);
        if (connection.webSocket === origin) clients.add(clientId);
        else clients.delete(clientId);
      }
    }
  });
}
