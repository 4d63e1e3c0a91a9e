import type { NotificationKind } from '@masthead/contract';
import { faceKey } from '../registry.js';

/** One thing to tell one person. */
export interface NewNotification {
  userId: string;
  kind: NotificationKind;
  change?: boolean;
  cmsId: string | null;
  byId: string | null;
  note?: string;
}

/** What notifications offer the modules whose writes decide or mention. */
export interface NotificationFace {
  /** Stores them; each person's doorbell rings when the transaction commits. */
  tell(notifications: NewNotification[]): Promise<void>;
}

export const notificationFace = faceKey<NotificationFace>('notification');
