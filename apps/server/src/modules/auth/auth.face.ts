import type { Actor } from '../../lib/actor.js';
import { faceKey } from '../registry.js';

/** What signing in offers the app and other modules. */
export interface AuthFace {
  /** The actor a bearer token stands for (valid, not expired, not revoked), or null: the permission guard asks it. */
  resolveToken(token: string): Promise<Actor | null>;
  /**
   * Calls `watcher` whenever a token resolved earlier may stand for less now (one user's id, or
   * null for anyone), for what holds a caller longer than a request; returns the unsubscribe.
   */
  watchAccess(watcher: (userId: string | null) => void): () => void;
}

export const authFace = faceKey<AuthFace>('auth');
