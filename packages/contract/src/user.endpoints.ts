import { z } from 'zod';
import { userRefSchema } from './cms.js';
import { listQuerySchema, pageOf } from './common.js';
import { type Endpoint, endpoint, idPathParams } from './endpoint.js';
import { readRight } from './read-rights.js';
import { meSchema, userCreateSchema, userPatchSchema, userSchema } from './user.js';

export const userEndpoints = {
  options: endpoint({
    method: 'GET',
    path: '/user/options',
    tag: 'user',
    summary: 'Active users as {_id, name}, for the author select and mentions in notes, and the audit log filter',
    permission: {
      anyOf: [readRight('User'), readRight('Cms'), readRight('AuditLog')],
    },
    data: z.array(userRefSchema),
  }),
  me: endpoint({
    method: 'GET',
    path: '/user/me',
    tag: 'user',
    summary: 'The signed-in user',
    permission: { signedIn: true },
    data: meSchema,
  }),
  list: endpoint({
    method: 'GET',
    path: '/user',
    tag: 'user',
    summary: 'A page of users, newest first',
    permission: readRight('User'),
    query: listQuerySchema,
    data: pageOf(userSchema),
  }),
  get: endpoint({
    method: 'GET',
    path: '/user/:id',
    tag: 'user',
    permission: readRight('User'),
    params: idPathParams,
    data: userSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/user',
    tag: 'user',
    permission: { resource: 'User', actions: ['Write'] },
    body: userCreateSchema,
    data: userSchema,
    status: 201,
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/user',
    tag: 'user',
    summary: 'Own profile or password, or (with User: Edit) another user: edit, password, block',
    permission: { signedIn: true },
    body: userPatchSchema,
    data: userSchema,
    // A password change ends every session of the user: the caller changing its own gets a fresh token.
    extra: { token: z.string().optional() },
  }),
} as const satisfies Record<string, Endpoint>;
