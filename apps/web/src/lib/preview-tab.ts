/** Opens a tab at once (still inside the click, so no pop-up blocker), to be pointed at the preview when it is ready. */
export function openPendingTab(): Window | null {
  const tab = window.open('', '_blank');
  if (!tab) return null;
  try {
    tab.opener = null;
    tab.document.title = 'Preview';
    tab.document.body.textContent = 'Loading the preview…';
  } catch {
    // A browser may refuse access to the new tab; it is still pointed at the preview below.
  }
  return tab;
}

/** Points the tab opened for the preview at its address, or opens one when the browser gave none. */
export function showInPreviewTab(tab: Window | null, url: string): void {
  const absolute = new URL(url, window.location.origin).href;
  if (tab && !tab.closed) tab.location.href = absolute;
  else window.open(absolute, '_blank', 'noopener');
}

/** The browser's time zone as minutes east of UTC: a preview page shows its dates in it. */
export function browserZoneOffset(): number {
  return -new Date().getTimezoneOffset() || 0;
}
