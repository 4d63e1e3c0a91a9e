/** The path stored files are served under. */
export const MEDIA_PREFIX = '/media/';

/** Where a stored file is served from. */
export function mediaUrl(key: string): string {
  return `${MEDIA_PREFIX}${key}`;
}
