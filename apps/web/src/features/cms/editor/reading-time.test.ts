import { describe, expect, it } from 'vitest';
import { readingFigures, readingText } from './reading-time';

describe('reading figures', () => {
  it('counts the words of titles and text, not markup or lone punctuation', () => {
    const figures = readingFigures([
      { title: 'The vote', body: '<p>It passed <strong>312</strong> to 290 – at dawn.</p>' },
      { title: '', body: '<p>&nbsp;</p>' },
    ]);
    expect(figures.words).toBe(9);
    expect(readingText(figures)).toBe('9 words · about 1 minute to read');
  });

  it('rounds the minutes at 230 words a minute', () => {
    const body = `<p>${'word '.repeat(1000)}</p>`;
    expect(readingFigures([{ title: '', body }])).toEqual({ words: 1000, minutes: 4 });
    expect(readingText({ words: 0, minutes: 0 })).toBe('No words yet');
  });
});
