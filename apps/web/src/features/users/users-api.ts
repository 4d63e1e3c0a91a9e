import { DEFAULT_PAGE_SIZE, endpoints, type UserCreate, type UserPatch } from '@masthead/contract';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { readKey, stored } from '../../api/read-key';
import { useRead } from '../../api/use-read';
import { useWrite, useWriteAnswer } from '../../api/use-write';
import { useSession } from '../../session/session';

export function useUsersPage(page: number) {
  return useRead(
    endpoints.user.list,
    { query: { page, pageSize: DEFAULT_PAGE_SIZE, populate: 'roles' } },
    { placeholderData: keepPreviousData },
  );
}

export function useUser(id: string) {
  return useRead(endpoints.user.get, { params: { id } });
}

/** Options of the roles multi-select: only enabled roles can be assigned. */
export function useEnabledRoles() {
  return useRead(endpoints.role.list, { query: { status: 'Enable', all: 'true' } }, { select: (page) => page.items });
}

export function useCreateUser() {
  return useWrite(endpoints.user.create, {
    input: (body: UserCreate) => ({ body }),
    store: (user) => stored(endpoints.user.get, { params: { id: user._id } }, user),
  });
}

/** `PATCH /api/user`; resolves to the whole answer, which may carry a fresh `token` next to `data`. */
export function usePatchUser() {
  const queryClient = useQueryClient();
  const { me, updateMe } = useSession();
  return useWriteAnswer(endpoints.user.update, {
    input: (body: UserPatch) => ({ body }),
    store: ({ data: user }) => stored(endpoints.user.get, { params: { id: user._id } }, user),
    onSuccess: ({ data: user }) => {
      if (user._id === me?._id) {
        // One's own record changed: the header shows it at once, and rights are re-read in case roles changed.
        updateMe(user);
        void queryClient.invalidateQueries({ queryKey: readKey(endpoints.user.me, {}) });
      }
    },
  });
}
