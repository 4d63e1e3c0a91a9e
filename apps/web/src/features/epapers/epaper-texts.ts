import { type EpaperStatus, messages } from '@masthead/contract';

/** What a person is told after a save that asked to publish, by where it landed. */
export function publishedText(status: EpaperStatus): string {
  if (status === 'Need Review') return messages.epaperSentToReview;
  if (status === 'Scheduled') return messages.epaperScheduled;
  return messages.epaperPublished;
}
