import { z } from 'zod';
import {
  clientCreateSchema,
  clientListQuerySchema,
  clientOptionSchema,
  clientSchema,
  clientUpdateSchema,
} from './client.js';
import { pageOf } from './common.js';
import { type Endpoint, endpoint, idPathParams } from './endpoint.js';
import { readRight } from './read-rights.js';

export const clientEndpoints = {
  options: endpoint({
    method: 'GET',
    path: '/client/options',
    tag: 'client',
    summary: 'Every client as {_id, name}, by name: the client select of the advertisement form and filter',
    permission: {
      anyOf: [readRight('Client'), readRight('Advertisement', 'Write')],
    },
    data: z.array(clientOptionSchema),
  }),
  list: endpoint({
    method: 'GET',
    path: '/client',
    tag: 'client',
    summary: 'A page of clients by name; `search` matches name, e-mail or mobile',
    permission: readRight('Client'),
    query: clientListQuerySchema,
    data: pageOf(clientSchema),
  }),
  get: endpoint({
    method: 'GET',
    path: '/client/:id',
    tag: 'client',
    permission: readRight('Client'),
    params: idPathParams,
    data: clientSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/client',
    tag: 'client',
    permission: { resource: 'Client', actions: ['Write'] },
    body: clientCreateSchema,
    data: clientSchema,
    status: 201,
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/client/:id',
    tag: 'client',
    summary: 'Change a client (Edit, or Edit:own for clients one added)',
    permission: { resource: 'Client', actions: ['Edit', 'EditOwn'] },
    params: idPathParams,
    body: clientUpdateSchema,
    data: clientSchema,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/client/:id',
    tag: 'client',
    summary: 'Remove a client that no advertisement belongs to',
    permission: { resource: 'Client', actions: ['Remove'] },
    params: idPathParams,
    data: null,
  }),
} as const satisfies Record<string, Endpoint>;
