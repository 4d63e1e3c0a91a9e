import { pageOf } from './common.js';
import { type Endpoint, endpoint, idPathParams } from './endpoint.js';
import { menuCreateSchema, menuListQuerySchema, menuSchema, menuUpdateSchema } from './menu.js';
import { readRight } from './read-rights.js';

export const menuEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/menu',
    tag: 'menu',
    summary: 'A page of menus (Top and Footer), newest first',
    permission: readRight('Menu'),
    query: menuListQuerySchema,
    data: pageOf(menuSchema),
  }),
  get: endpoint({
    method: 'GET',
    path: '/menu/:id',
    tag: 'menu',
    permission: readRight('Menu'),
    params: idPathParams,
    data: menuSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/menu/create',
    tag: 'menu',
    summary: 'A new menu, inactive until activated',
    permission: { resource: 'Menu', actions: ['Write'] },
    body: menuCreateSchema,
    data: menuSchema,
    status: 201,
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/menu/:id',
    tag: 'menu',
    summary:
      'Activate / de-activate (`{_id, active}`; activating one deactivates the other of its name) or save the menu',
    permission: { resource: 'Menu', actions: ['Edit'] },
    params: idPathParams,
    body: menuUpdateSchema,
    data: menuSchema,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/menu/:id',
    tag: 'menu',
    permission: { resource: 'Menu', actions: ['Remove'] },
    params: idPathParams,
    data: null,
  }),
} as const satisfies Record<string, Endpoint>;
