import { MB, messages } from '@masthead/contract';
import { describe, expect, it } from 'vitest';
import { droppedImage } from './dropped-image';

function file(name: string, type: string, size = 10): File {
  const bytes = new Uint8Array(size);
  return new File([bytes], name, { type });
}

describe('droppedImage', () => {
  it('ignores a drop without files', () => {
    expect(droppedImage([])).toEqual({ kind: 'none' });
    expect(droppedImage(null)).toEqual({ kind: 'none' });
  });

  it('takes one image', () => {
    const png = file('a.png', 'image/png');
    expect(droppedImage([png])).toEqual({ kind: 'image', file: png });
  });

  it('refuses more than one file with the spec text', () => {
    expect(droppedImage([file('a.png', 'image/png'), file('b.png', 'image/png')])).toEqual({
      kind: 'refused',
      message: messages.singleImageOnly,
    });
  });

  it('refuses other types and images over 3 MB', () => {
    expect(droppedImage([file('a.pdf', 'application/pdf')]).kind).toBe('refused');
    expect(droppedImage([file('big.jpg', 'image/jpeg', 3 * MB + 1)])).toEqual({
      kind: 'refused',
      message: messages.fileTooLarge(3),
    });
  });
});
