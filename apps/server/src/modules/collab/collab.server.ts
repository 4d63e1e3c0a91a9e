import { Redis } from '@hocuspocus/extension-redis';
import { Hocuspocus } from '@hocuspocus/server';
import { can, contentEditRefusal, messages } from '@masthead/contract';
import * as Y from 'yjs';
import type { Actor } from '../../lib/actor.js';
import { isId } from '../../lib/ids.js';
import type { CollabRepo } from './collab.repo.js';

/** An item's working copy is the document `cms/{id}`. */
export const CMS_DOCUMENT_PREFIX = 'cms/';

/** How soon after a change the working copy is written (and at the latest, while changes go on). */
export const STORE_DEBOUNCE_MS = 500;
export const STORE_MAX_DEBOUNCE_MS = 2000;

export interface CollabOptions {
  repo: CollabRepo;
  resolveToken: (token: string) => Promise<Actor | null>;
  /** Shared with the other processes of the deployment; null: this process alone. */
  redisUrl: string | null;
  onError: (error: unknown) => void;
}

/**
 * The collaboration server (issue 16): Hocuspocus, the maintained server of the Yjs sync and
 * awareness protocols. A connection signs in with the API's token and may open the working copy
 * of an item it may read; one who may not change the item gets a read-only connection, whose
 * updates the server drops. The working copy is kept in the database a moment after each change
 * (at most STORE_MAX_DEBOUNCE_MS behind), and, with Redis, shared live between processes.
 */
export function collabServer({ repo, resolveToken, redisUrl, onError }: CollabOptions): Hocuspocus {
  const extensions = [];
  if (redisUrl) {
    const url = new URL(redisUrl);
    const options = {
      ...(url.password ? { password: decodeURIComponent(url.password) } : {}),
      ...(url.username ? { username: decodeURIComponent(url.username) } : {}),
      ...(url.pathname.length > 1 ? { db: Number(url.pathname.slice(1)) } : {}),
    };
    extensions.push(
      new Redis({ host: url.hostname, port: Number(url.port || 6379), prefix: 'masthead-collab', options }),
    );
  }
  return new Hocuspocus({
    name: `masthead-${process.pid}`,
    quiet: true,
    debounce: STORE_DEBOUNCE_MS,
    maxDebounce: STORE_MAX_DEBOUNCE_MS,
    extensions,

    async onAuthenticate({ token, documentName, connectionConfig }) {
      const actor = token ? await resolveToken(token) : null;
      if (!actor) throw new Error(messages.signInRequired);
      const id = documentName.startsWith(CMS_DOCUMENT_PREFIX) ? documentName.slice(CMS_DOCUMENT_PREFIX.length) : '';
      const item = isId(id) ? await repo.item(id) : null;
      if (!item || item.deletedAt) throw new Error(messages.contentNotFound);
      if (!can(actor, 'Cms', ['Read', 'Write', 'Edit', 'EditOwn', 'Publish'])) throw new Error(messages.noPermission);
      // Those who may not change the item follow it read-only: the server drops their updates.
      if (contentEditRefusal(actor, actor.id, { authorId: item.userId, status: item.status })) {
        connectionConfig.readOnly = true;
      }
      return { user: { id: actor.id, name: actor.name } };
    },

    async onLoadDocument({ documentName, document }) {
      const state = await repo.load(documentName);
      if (state) Y.applyUpdate(document, state);
      return document;
    },

    async onStoreDocument({ documentName, document }) {
      try {
        await repo.store(documentName, Y.encodeStateAsUpdate(document));
      } catch (error) {
        onError(error);
        throw error;
      }
    },
  });
}
