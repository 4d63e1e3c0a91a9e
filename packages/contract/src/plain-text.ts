/** Elements whose content is not text a reader sees. */
const hiddenElements = /<(script|style|textarea|option|noscript)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;

/** The end of a block (or a line break): its words are not run into the next block's. */
const blockEnd = /<\/(p|div|h[1-6]|li|blockquote|pre|tr)>|<br\s*\/?>/gi;

const namedEntities: Record<string, string> = { nbsp: ' ', amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] !== '#') return namedEntities[name.toLowerCase()] ?? entity;
    const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code === 160 ? ' ' : code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  });
}

/**
 * The words of some HTML (a content section's body): for search, reading time, comparing
 * revisions and "is this section empty". A formula's LaTeX counts, an image alone does not;
 * inline marks do not split words, the end of a block does.
 */
export function plainText(html: string): string {
  const text = html
    .replace(/<(?:span|div)[^>]*data-latex="([^"]*)"[^>]*>/gi, ' $1 ')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(hiddenElements, '')
    .replace(blockEnd, '$& ')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}
