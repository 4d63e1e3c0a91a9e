/** Where a stored file is served from. */
export function mediaUrl(key: string): string {
  return `/media/${key}`;
}
