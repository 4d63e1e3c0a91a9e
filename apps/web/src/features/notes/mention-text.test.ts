import { describe, expect, it } from 'vitest';
import { insertMention, mentionedIds, mentionQuery, peopleFor } from './mention-text';

const people = [
  { _id: 'a', name: 'Rhea Reporter' },
  { _id: 'b', name: 'Ed Editor' },
  { _id: 'c', name: 'Ravi Rao' },
];

describe('mentions in a note', () => {
  it('notices a name being typed after @, not an e-mail address', () => {
    expect(mentionQuery('Ask @Rh', 7)).toEqual({ start: 4, query: 'Rh' });
    expect(mentionQuery('@', 1)).toEqual({ start: 0, query: '' });
    expect(mentionQuery('mail rhea@example.com', 21)).toBeNull();
    expect(mentionQuery('Ask @Rh and', 11)).toBeNull();
  });

  it('offers people whose first or last name begins with it', () => {
    expect(peopleFor('r', people).map((person) => person._id)).toEqual(['a', 'c']);
    expect(peopleFor('edi', people).map((person) => person._id)).toEqual(['b']);
  });

  it('writes the chosen name and keeps only the people still named', () => {
    expect(insertMention('Ask @Rh now', 4, 7, 'Rhea Reporter')).toEqual({ text: 'Ask @Rhea Reporter  now', caret: 19 });
    expect(mentionedIds('Ask @Rhea Reporter and @Ed Editor', people)).toEqual(['a', 'b']);
    expect(mentionedIds('Ask Rhea', people)).toEqual([]);
  });
});
