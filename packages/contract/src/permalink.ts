/**
 * The permalink helper of SPEC §5: lowercase the title, turn whitespace and quotes into
 * hyphens, remove every character except a-z, 0-9 and hyphen.
 */
export function toPermalink(title: string): string {
  return title
    .toLowerCase()
    .replace(/[\s'"‘’“”`]/g, '-')
    .replace(/[^a-z0-9-]/g, '');
}

export const permalinkPattern = /^[a-z0-9-]+$/;
