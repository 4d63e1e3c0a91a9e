import { pageOf } from './common.js';
import { type Endpoint, endpoint, idPathParams } from './endpoint.js';
import { readRight } from './read-rights.js';
import { roleCreateSchema, roleListQuerySchema, roleSchema, roleUpdateSchema } from './role.js';

export const roleEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/role',
    tag: 'role',
    summary: 'A page of roles, or every role of a status (`status=Enable` for option lists)',
    // The user form lists enabled roles, so whoever manages users may read them too.
    permission: {
      anyOf: [readRight('Role'), { resource: 'User', actions: ['Write', 'Edit'] }],
    },
    query: roleListQuerySchema,
    data: pageOf(roleSchema),
  }),
  get: endpoint({
    method: 'GET',
    path: '/role/:id',
    tag: 'role',
    permission: readRight('Role'),
    params: idPathParams,
    data: roleSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/role/create',
    tag: 'role',
    permission: { resource: 'Role', actions: ['Write'] },
    body: roleCreateSchema,
    data: roleSchema,
    status: 201,
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/role/:id',
    tag: 'role',
    permission: { resource: 'Role', actions: ['Edit'] },
    params: idPathParams,
    body: roleUpdateSchema,
    data: roleSchema,
  }),
} as const satisfies Record<string, Endpoint>;
