import { endpoints } from '@masthead/contract';
import { readOptions, useRead } from '../../api/use-read';

/** Options change seldom; a minute is fresh enough. */
const optionsFresh = { staleTime: 60_000 };

/** The people a form offers to pick (a content item's author, a note's mention, the audit log's filter); prefetched for the content forms. */
export const userOptionsQuery = readOptions(endpoints.user.options, {}, optionsFresh);

/** `enabled` false: the form will not offer a choice (a locked author), so the list is not fetched. */
export function useUserOptions(enabled = true) {
  return useRead(endpoints.user.options, {}, { ...optionsFresh, enabled });
}
