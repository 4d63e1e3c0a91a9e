import {
  type AnswerOf,
  DEFAULT_PAGE_SIZE,
  endpoints,
  type User,
  type UserCreate,
  type UserPatch,
} from '@masthead/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi, callApiAnswer } from '../../api/call';
import { queryKeys } from '../../api/query-keys';
import { useSession } from '../../session/session';

export function useUsersPage(page: number) {
  return useQuery({
    queryKey: queryKeys.users.page(page),
    queryFn: ({ signal }) =>
      callApi(endpoints.user.list, { query: { page, pageSize: DEFAULT_PAGE_SIZE, populate: 'roles' }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useUser(id: string) {
  return useQuery({
    queryKey: queryKeys.users.detail(id),
    queryFn: ({ signal }) => callApi(endpoints.user.get, { params: { id }, signal }),
  });
}

/** Options of the roles multi-select: only enabled roles can be assigned. */
export function useEnabledRoles() {
  return useQuery({
    queryKey: queryKeys.roles.enabled,
    queryFn: ({ signal }) => callApi(endpoints.role.list, { query: { status: 'Enable', all: 'true' }, signal }),
    select: (page) => page.items,
  });
}

function useInvalidateUsers() {
  const queryClient = useQueryClient();
  return (user: User) => {
    queryClient.setQueryData(queryKeys.users.detail(user._id), user);
    return queryClient.invalidateQueries({ queryKey: queryKeys.users.all });
  };
}

export function useCreateUser() {
  const invalidate = useInvalidateUsers();
  return useMutation({
    mutationFn: (body: UserCreate) => callApi(endpoints.user.create, { body }),
    onSuccess: invalidate,
  });
}

/** `PATCH /api/user`; resolves to the whole answer, which may carry a fresh `token` next to `data`. */
export function usePatchUser() {
  const invalidate = useInvalidateUsers();
  const queryClient = useQueryClient();
  const { me, updateMe } = useSession();
  return useMutation({
    mutationFn: (body: UserPatch) => callApiAnswer(endpoints.user.update, { body }),
    onSuccess: (envelope: AnswerOf<typeof endpoints.user.update>) => {
      if (envelope.data._id === me?._id) {
        // One's own record changed: the header shows it at once, and rights are re-read in case roles changed.
        updateMe(envelope.data);
        void queryClient.invalidateQueries({ queryKey: queryKeys.me });
      }
      return invalidate(envelope.data);
    },
  });
}
