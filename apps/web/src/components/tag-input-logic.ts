/** Adds each comma-separated part of `raw` that is non-empty and not already present (case-insensitive). */
export function addTags(tags: readonly string[], raw: string): string[] {
  const next = [...tags];
  const seen = new Set(tags.map((tag) => tag.toLowerCase()));
  for (const part of raw.split(',')) {
    const tag = part.trim();
    if (tag === '' || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    next.push(tag);
  }
  return next;
}

export function removeTag(tags: readonly string[], tag: string): string[] {
  return tags.filter((t) => t !== tag);
}

/**
 * What a key press in the tag box does: comma, Tab and Enter turn the typed text into a tag.
 * Tab with nothing typed moves focus as usual; a comma is never typed into the box.
 */
export function tagKeyAction(key: string, draft: string): 'commit' | 'swallow' | 'default' {
  const hasText = draft.trim() !== '';
  if (key === ',') return hasText ? 'commit' : 'swallow';
  if (key === 'Tab' || key === 'Enter') return hasText ? 'commit' : key === 'Enter' ? 'swallow' : 'default';
  return 'default';
}
