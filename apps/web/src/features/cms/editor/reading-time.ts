import { plainText } from './content-model';

/** Words a reader gets through in a minute, about (the usual figure for news text on a screen). */
export const WORDS_PER_MINUTE = 230;

/** How long the story is: its words (section titles and text) and the minutes it takes to read. */
export function readingFigures(sections: { title: string; body: string }[]): { words: number; minutes: number } {
  const words = sections
    .map((section) => `${section.title} ${plainText(section.body)}`)
    .join(' ')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return { words, minutes: words === 0 ? 0 : Math.max(1, Math.round(words / WORDS_PER_MINUTE)) };
}

/** '412 words · about 2 minutes to read'. */
export function readingText({ words, minutes }: { words: number; minutes: number }): string {
  if (words === 0) return 'No words yet';
  return `${words.toLocaleString()} ${words === 1 ? 'word' : 'words'} · about ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} to read`;
}
