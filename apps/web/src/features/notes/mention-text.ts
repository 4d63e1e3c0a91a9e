/** Mentions in a note's text: '@' and the start of a name offers people; a chosen one is written '@Full Name'. */

export interface Person {
  _id: string;
  name: string;
}

/** The name being typed after '@' right before the caret, and where its '@' is; null when none is. */
export function mentionQuery(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const match = /(^|\s)@([^\s@]{0,30})$/u.exec(before);
  if (!match) return null;
  const query = match[2] ?? '';
  return { start: caret - query.length - 1, query };
}

/** People whose name (any word of it) begins with what is typed, at most `limit`. */
export function peopleFor(query: string, people: Person[], limit = 6): Person[] {
  const wanted = query.toLocaleLowerCase();
  return people
    .filter((person) =>
      person.name
        .toLocaleLowerCase()
        .split(/\s+/)
        .some((word) => word.startsWith(wanted)),
    )
    .slice(0, limit);
}

/** The text with '@query' replaced by '@Full Name ', and the caret after it. */
export function insertMention(
  text: string,
  start: number,
  caret: number,
  name: string,
): { text: string; caret: number } {
  const inserted = `@${name} `;
  return { text: text.slice(0, start) + inserted + text.slice(caret), caret: start + inserted.length };
}

/** Of the people chosen while writing, those still named in the text (a mention deleted is no mention). */
export function mentionedIds(text: string, chosen: Person[]): string[] {
  return [...new Set(chosen.filter((person) => text.includes(`@${person.name}`)).map((person) => person._id))];
}

/**
 * The '@words' of a text that name none of the people chosen: a mention typed but never picked
 * (it would reach nobody). Each is given as written ('@Ri').
 */
export function unresolvedMentions(text: string, chosen: Person[]): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(/(^|\s)@([^\s@]+)/gu)) {
    const at = (match.index ?? 0) + (match[1]?.length ?? 0);
    const rest = text.slice(at);
    if (!chosen.some((person) => rest.startsWith(`@${person.name}`))) found.push(`@${match[2]}`);
  }
  return [...new Set(found)];
}
