import { isSafeUrl } from '@masthead/contract';

/** Text as it may stand in HTML, in an element or a quoted attribute. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The policy of a server-rendered preview page: its own styles, images and media; nothing that runs. */
export const PREVIEW_PAGE_POLICY =
  "default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'self' 'unsafe-inline'; font-src 'self'; frame-ancestors 'none'";

/** A preview page from its doctype to its title: for a phone's width, and never indexed by search engines. */
export const previewPageHead = (title: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Preview: ${escapeHtml(title)}</title>`;

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** DD/MM/YYYY HH:mm in the reader's zone (minutes east of UTC); marked UTC when it is not known. */
export function formatPreviewDate(iso: string, tz: number | undefined): string {
  const shifted = new Date(new Date(iso).getTime() + (tz ?? 0) * 60_000);
  const text = `${twoDigits(shifted.getUTCDate())}/${twoDigits(shifted.getUTCMonth() + 1)}/${shifted.getUTCFullYear()} ${twoDigits(shifted.getUTCHours())}:${twoDigits(shifted.getUTCMinutes())}`;
  return tz === undefined ? `${text} UTC` : text;
}

/** An image source the page may load: http(s) or a path on this site (uploads are served from /media). */
export const imageSource = (url: string | undefined): string | null =>
  url && isSafeUrl(url, { sitePath: true }) ? url : null;
