import { can, type PermissionHolder } from '@masthead/contract';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { preloadRichTextEditor } from '../../../components/rich-text-editor';
import { categoryListQuery } from '../../categories/categories-api';
import { userOptionsQuery } from '../../users/user-options-api';

/*
 * The writing screens (the content forms). The router loads their modules on first visit; the shell
 * loads them earlier, with the rich-text editor and the forms' option lists, so a form opens ready.
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

const writingScreenLoaders = [loadArticleForms, loadVideoForms, loadGalleryForms, loadPageForms];

/** Whoever may create or edit content opens the writing screens. */
export function mayWriteContent(user: PermissionHolder | null | undefined): boolean {
  return can(user, 'Cms', ['Write', 'Edit', 'EditOwn']);
}

/**
 * Fetches the writing screens' code and the lists their forms offer (categories, authors). Safe to
 * call often: loaded modules are not fetched again and the lists only when they have gone stale.
 */
export function preloadWritingScreens(queryClient: QueryClient): void {
  for (const load of writingScreenLoaders) {
    // A failed preload is no failure yet: the route loads the module again when it opens, and reports there.
    load().catch(() => undefined);
  }
  void queryClient.prefetchQuery(categoryListQuery);
  void queryClient.prefetchQuery(userOptionsQuery);
}

/** `preloadWritingScreens` bound to the app's query client, e.g. for the hover and focus of a create link. */
export function usePreloadWritingScreens(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => preloadWritingScreens(queryClient), [queryClient]);
}
