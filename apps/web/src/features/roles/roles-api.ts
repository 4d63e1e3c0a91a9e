import { DEFAULT_PAGE_SIZE, type Page, type Role, type RoleCreate, type RoleUpdate } from '@masthead/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../api/client';
import { queryKeys } from '../../api/query-keys';

export function useRolesPage(page: number) {
  return useQuery({
    queryKey: queryKeys.roles.page(page),
    queryFn: ({ signal }) => apiGet<Page<Role>>('/role', { page, pageSize: DEFAULT_PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
  });
}

export function useRole(id: string) {
  return useQuery({
    queryKey: queryKeys.roles.detail(id),
    queryFn: ({ signal }) => apiGet<Role>(`/role/${encodeURIComponent(id)}`, undefined, signal),
  });
}

function useRoleSaved() {
  const queryClient = useQueryClient();
  return (role: Role) => {
    queryClient.setQueryData(queryKeys.roles.detail(role._id), role);
    // A role's rights feed the signed-in user's rights too.
    void queryClient.invalidateQueries({ queryKey: queryKeys.me });
    return queryClient.invalidateQueries({ queryKey: queryKeys.roles.all });
  };
}

export function useCreateRole() {
  const saved = useRoleSaved();
  return useMutation({
    mutationFn: (body: RoleCreate) => apiSend<Role>('POST', '/role/create', body),
    onSuccess: saved,
  });
}

export function useUpdateRole() {
  const saved = useRoleSaved();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: RoleUpdate }) =>
      apiSend<Role>('PATCH', `/role/${encodeURIComponent(id)}`, { ...body, _id: id }),
    onSuccess: saved,
  });
}
