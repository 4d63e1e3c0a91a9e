import { preloadRichTextEditor } from '../../../components/rich-text-editor';

/*
 * The writing screens (the content forms). The router loads their modules on first visit; the shell
 * loads them earlier (preload-writing-screens.ts), so a form opens ready.
 */

/**
 * A form module together with the rich-text editor its fields use: the editor downloads beside the form, not
 * after it, and the form opens with the editor ready. (A field that shows its loading placeholder first stays
 * unusable for at least 300 ms: React keeps a Suspense fallback up that long once it is shown.)
 */
async function withRichTextEditor<T>(form: Promise<T>): Promise<T> {
  const [module] = await Promise.all([form, preloadRichTextEditor()]);
  return module;
}

/** Article and blog forms; their body is rich text. */
export function loadArticleForms() {
  return withRichTextEditor(import('./article-form-page'));
}

export function loadVideoForms() {
  return import('./video-form-page');
}

export function loadGalleryForms() {
  return import('./gallery-form-page');
}

/** Page forms; their blocks are rich text. */
export function loadPageForms() {
  return withRichTextEditor(import('./page-form-page'));
}

export const writingScreenLoaders = [loadArticleForms, loadVideoForms, loadGalleryForms, loadPageForms];
