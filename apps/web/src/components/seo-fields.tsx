import { Stack } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { KEYWORDS_MAX, SEO_DESCRIPTION_SHOWN, SEO_TEXT_MAX, SEO_TITLE_SHOWN } from '@masthead/contract';
import { CountedTextarea, CountedTextInput } from './counted-text';

type SeoPath = 'seo.title' | 'seo.description' | 'seo.keywords';

export interface SeoFieldsProps {
  /** A form whose values hold `seo: { title, description, keywords }`. */
  form: { getInputProps: (path: SeoPath) => GetInputPropsReturnType };
  /** The fields this form requires (an asterisk; the schema says why). */
  required?: ReadonlySet<string>;
  disabled?: boolean;
}

/** The forms whose search-engine title and description are required (the site, e-papers). */
export const seoTitleAndDescriptionRequired: ReadonlySet<string> = new Set(['seo.title', 'seo.description']);

/**
 * The search-engine texts of every form that has them (content, categories, the site, e-papers): each
 * counted against its limit, title and description with the length search results show.
 */
export function SeoFields({ form, required = new Set(), disabled }: SeoFieldsProps) {
  return (
    <Stack gap="sm">
      <CountedTextInput
        label="SEO title"
        max={SEO_TEXT_MAX}
        recommended={SEO_TITLE_SHOWN}
        withAsterisk={required.has('seo.title')}
        disabled={disabled}
        {...form.getInputProps('seo.title')}
      />
      <CountedTextarea
        label="SEO description"
        max={SEO_TEXT_MAX}
        recommended={SEO_DESCRIPTION_SHOWN}
        withAsterisk={required.has('seo.description')}
        disabled={disabled}
        {...form.getInputProps('seo.description')}
      />
      <CountedTextarea
        label="Keywords"
        max={KEYWORDS_MAX}
        placeholder="Comma-separated"
        disabled={disabled}
        {...form.getInputProps('seo.keywords')}
      />
    </Stack>
  );
}
