import { keywordsOf, type RevisionItem } from '@masthead/contract';
import { type ChangeObject, diffWords } from 'diff';
import { formatDateTime } from '../../../lib/format';
import { plainText } from '../editor/content-model';

/** One field of two versions side by side: the words removed from the older, added in the newer. */
export interface ComparedField {
  label: string;
  changed: boolean;
  parts: ChangeObject<string>[];
  /** The formulas of the comparison: each stands in the parts as one character, `formulaMark(index)`. */
  formulas: readonly string[];
}

/** Formulas travel through the word diff as one private-use character each, so a formula is one word. */
const FORMULA_BASE = 0xe000;
const FORMULA_LIMIT = 0xf8ff - FORMULA_BASE;
export const formulaMark = (index: number): string => String.fromCharCode(FORMULA_BASE + index);
export const FORMULA_MARKS = /([\ue000-\uf8ff])/;
export const formulaIndex = (mark: string): number => mark.charCodeAt(0) - FORMULA_BASE;

/** A section's text with each formula (`data-latex`) as its mark, the same formula as the same mark. */
function textWithFormulas(html: string, formulas: string[]): string {
  const marked = html.replace(
    /<(?:span|div)[^>]*data-latex="([^"]*)"[^>]*>(?:[^<]*<\/(?:span|div)>)?/gi,
    (_, latex: string) => {
      const decoded = latex
        .replace(/&quot;/g, '"')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&');
      let index = formulas.indexOf(decoded);
      if (index < 0 && formulas.length < FORMULA_LIMIT) {
        formulas.push(decoded);
        index = formulas.length - 1;
      }
      return index < 0 ? ` ${decoded} ` : ` ${formulaMark(index)} `;
    },
  );
  return plainText(marked);
}

/** The text of each field the comparison shows, by label, in the form's order. */
function fieldsOf(item: RevisionItem, formulas: string[]): Map<string, string> {
  const fields = new Map<string, string>([
    ['Title', item.title],
    ['Short description', item.description],
  ]);
  item.body.forEach((section, index) => {
    const name = `Section ${index + 1}`;
    fields.set(`${name} title`, section.title);
    fields.set(`${name} text`, textWithFormulas(section.body, formulas));
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
  const formulas: string[] = [];
  const before = fieldsOf(older, formulas);
  const after = fieldsOf(newer, formulas);
  const labels = [...new Set([...before.keys(), ...after.keys()])];
  return labels.map((label) => {
    const a = before.get(label) ?? '';
    const b = after.get(label) ?? '';
    return {
      label,
      changed: a !== b,
      parts: a === b ? [{ value: a, added: false, removed: false, count: 1 }] : diffWords(a, b),
      formulas,
    };
  });
}
