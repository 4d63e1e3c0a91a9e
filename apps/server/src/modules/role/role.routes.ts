import { endpoints } from '@masthead/contract';
import { route } from '../../lib/route.js';
import { actorOf } from '../../plugins/permission.js';
import { defineModule } from '../registry.js';
import { roleRepo } from './role.repo.js';
import { roleService } from './role.service.js';

const api = endpoints.role;

export const roleModule = defineModule({
  name: 'role',
  create({ db, actors }) {
    const roles = roleService(roleRepo(db), actors.forget);
    return {
      api(app) {
        route(app, api.list, async (request) => ({ data: await roles.findRoles(request.query) }));
        route(app, api.get, async (request) => ({ data: await roles.getRole(request.params.id) }));
        route(app, api.create, async (request) => ({ data: await roles.createRole(actorOf(request), request.body) }));
        route(app, api.update, async (request) => ({
          data: await roles.updateRole(actorOf(request), request.params.id, request.body),
        }));
      },
    };
  },
});
