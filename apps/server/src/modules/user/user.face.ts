import type { User } from '@masthead/contract';
import { faceKey } from '../registry.js';
import type { ActorRecord, LoginRecord } from './user-lookup.repo.js';

/** What the people module offers other modules. */
export interface UserFace {
  /** A user as the API shows it, or null. */
  getUser(id: string): Promise<User | null>;
  /** Everything a request needs to know about its caller (status, token version, rights), or null. */
  getActorRecord(id: string): Promise<ActorRecord | null>;
  /** What a sign-in checks of the user with this e-mail, or null. */
  getLoginRecord(email: string): Promise<LoginRecord | null>;
  /** Of these ids, those of users that exist. */
  existingIds(ids: readonly string[]): Promise<Set<string>>;
  /** Of these ids, those of users who may be named (active ones). */
  activeIds(ids: readonly string[]): Promise<Set<string>>;
}

export const userFace = faceKey<UserFace>('user');
