import type { InboxSignal } from '@masthead/contract';
import type { ListenHandlers } from '../../db/listener.js';

/** The NOTIFY channel of migration 0027: a user's id (her notifications changed) or `review`. */
export const INBOX_CHANNEL = 'masthead_inbox';
const REVIEW = 'review';

/** Saves of many items at once (a bulk publish) ring the review doorbell once. */
const REVIEW_COALESCE_MS = 150;

/**
 * Turns what the database says on `masthead_inbox` into rings of the doorbells open in this
 * process. The ring carries no data: the browser reads its notifications or the review count
 * again over HTTP, under the API's permissions. While the subscription was down, anything may
 * have been missed: everyone here is told to read again when it is back.
 */
export function inboxDoorbell(ring: (userId: string | null, signal: InboxSignal) => void) {
  let reviewTimer: NodeJS.Timeout | undefined;
  const reviewMoved = () => {
    if (reviewTimer) return;
    reviewTimer = setTimeout(() => {
      reviewTimer = undefined;
      ring(null, 'review');
    }, REVIEW_COALESCE_MS);
  };
  let heard = false;
  const handlers: ListenHandlers = {
    onMessage(payload) {
      if (payload === REVIEW) reviewMoved();
      else if (/^[0-9a-f-]{36}$/i.test(payload)) ring(payload, 'notifications');
    },
    onReady() {
      // The first subscription has nothing to catch up on; a resumed one may have missed rings.
      if (heard) {
        ring(null, 'notifications');
        reviewMoved();
      }
      heard = true;
    },
    onLost() {},
  };
  return {
    handlers,
    stop: () => clearTimeout(reviewTimer),
  };
}
