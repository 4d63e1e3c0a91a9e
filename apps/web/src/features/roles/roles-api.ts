import { DEFAULT_PAGE_SIZE, endpoints, type Role, type RoleCreate, type RoleUpdate } from '@masthead/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../api/call';
import { queryKeys } from '../../api/query-keys';

export function useRolesPage(page: number) {
  return useQuery({
    queryKey: queryKeys.roles.page(page),
    queryFn: ({ signal }) => callApi(endpoints.role.list, { query: { page, pageSize: DEFAULT_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useRole(id: string) {
  return useQuery({
    queryKey: queryKeys.roles.detail(id),
    queryFn: ({ signal }) => callApi(endpoints.role.get, { params: { id }, signal }),
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
    mutationFn: (body: RoleCreate) => callApi(endpoints.role.create, { body }),
    onSuccess: saved,
  });
}

export function useUpdateRole() {
  const saved = useRoleSaved();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: RoleUpdate }) =>
      callApi(endpoints.role.update, { params: { id }, body: { ...body, _id: id } }),
    onSuccess: saved,
  });
}
