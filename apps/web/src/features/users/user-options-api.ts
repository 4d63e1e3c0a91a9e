import { endpoints } from '@masthead/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../api/call';
import { queryKeys } from '../../api/query-keys';

/** The people a form offers to pick (a content item's author, a note's mention, the audit log's filter); prefetched for the content forms. */
export const userOptionsQuery = queryOptions({
  queryKey: queryKeys.userOptions,
  queryFn: ({ signal }) => callApi(endpoints.user.options, { signal }),
  staleTime: 60_000,
});

/** `enabled` false: the form will not offer a choice (a locked author), so the list is not fetched. */
export function useUserOptions(enabled = true) {
  return useQuery({ ...userOptionsQuery, enabled });
}
