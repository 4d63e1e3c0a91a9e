import type { User } from '@masthead/contract';
import { faceKey } from '../registry.js';

/** What the people module offers other modules. */
export interface UserFace {
  /** A user as the API shows it, or null. */
  getUser(id: string): Promise<User | null>;
}

export const userFace = faceKey<UserFace>('user');
