import { can, type PermissionHolder } from '@masthead/contract';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { categoryListQuery } from '../../categories';
import { userOptionsQuery } from '../../users';
import { writingScreenLoaders } from './writing-screens';

/*
 * The shell loads the writing screens before they are opened, with the rich-text editor and the forms'
 * option lists, so a form opens ready. Apart from the loaders (writing-screens.ts), which the cms face
 * imports lazily: a module the face both re-exports and imports lazily would join the sign-in screen.
 */

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
