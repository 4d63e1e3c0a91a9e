import { describe, expect, it } from 'vitest';
import { isOfUploadKind, uploadKindExtensions, uploadKindMaxMb } from './asset.js';

describe('upload kinds', () => {
  it('take the types of their kind only, named by extension in a refusal and by size in whole MB', () => {
    expect(isOfUploadKind('image', 'image/svg+xml')).toBe(true);
    expect(isOfUploadKind('advertisement', 'image/webp')).toBe(false);
    expect(isOfUploadKind('sitemap', 'application/xml')).toBe(true);
    expect(uploadKindExtensions('image')).toBe('PNG, JPG, WEBP, SVG');
    expect(uploadKindMaxMb('epaper')).toBe(30);
  });
});
