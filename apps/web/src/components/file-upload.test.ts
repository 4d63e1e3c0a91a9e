import { describe, expect, it } from 'vitest';
import { inSentence } from './file-upload';

describe('inSentence', () => {
  it('lowers the words of a label for the button, keeping acronyms as written', () => {
    expect(inSentence('PDF')).toBe('PDF');
    expect(inSentence('Cover Image')).toBe('cover image');
    expect(inSentence('SEO Image')).toBe('SEO image');
    expect(inSentence('Video 1 file')).toBe('video 1 file');
  });
});
