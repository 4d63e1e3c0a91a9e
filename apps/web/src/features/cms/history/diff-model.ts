import { keywordsOf, type RevisionItem } from '@masthead/contract';
import { type ChangeObject, diffWords } from 'diff';
import { formatDateTime } from '../../../lib/format';
import { plainText } from '../editor/content-model';

/** One field of two versions side by side: the words removed from the older, added in the newer. */
export interface ComparedField {
  label: string;
  changed: boolean;
  parts: ChangeObject<string>[];
}

/** The text of each field the comparison shows, by label, in the form's order. */
function fieldsOf(item: RevisionItem): Map<string, string> {
  const fields = new Map<string, string>([
    ['Title', item.title],
    ['Short description', item.description],
  ]);
  item.body.forEach((section, index) => {
    const name = `Section ${index + 1}`;
    fields.set(`${name} title`, section.title);
    fields.set(`${name} text`, plainText(section.body));
  });
  fields.set('SEO title', item.seo.title);
  fields.set('SEO description', item.seo.description);
  fields.set('Keywords', keywordsOf(item.seo));
  fields.set('Tags', item.tags.join(', '));
  fields.set('Categories', item.categories.map((category) => category.name).join(', '));
  fields.set('Publish date', item.publishDate ? formatDateTime(item.publishDate) : '');
  fields.set('Cover image', item.image?.name ?? '');
  return fields;
}

/**
 * The fields of two versions compared word by word (a field only one of them has, such as a
 * section added later, compares with empty text).
 */
export function compareVersions(older: RevisionItem, newer: RevisionItem): ComparedField[] {
  const before = fieldsOf(older);
  const after = fieldsOf(newer);
  const labels = [...new Set([...before.keys(), ...after.keys()])];
  return labels.map((label) => {
    const a = before.get(label) ?? '';
    const b = after.get(label) ?? '';
    return {
      label,
      changed: a !== b,
      parts: a === b ? [{ value: a, added: false, removed: false, count: 1 }] : diffWords(a, b),
    };
  });
}
