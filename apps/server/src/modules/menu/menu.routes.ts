import { endpoints } from '@masthead/contract';
import { route } from '../../lib/route.js';
import { actorOf } from '../../plugins/permission.js';
import { defineModule } from '../registry.js';
import { menuFace } from './menu.face.js';
import { menuRepo } from './menu.repo.js';
import { menuService } from './menu.service.js';

const api = endpoints.menu;

export const menuModule = defineModule({
  name: 'menu',
  offers: menuFace,
  create({ db }) {
    const menus = menuService(menuRepo(db));
    return {
      face: { publicMenu: menus.publicMenu },
      api(app) {
        route(app, api.list, async (request) => ({ data: await menus.findMenus(request.query) }));
        route(app, api.get, async (request) => ({ data: await menus.getMenu(request.params.id) }));
        route(app, api.create, async (request) => ({ data: await menus.createMenu(actorOf(request), request.body) }));
        route(app, api.update, async (request) => ({
          data: await menus.updateMenu(actorOf(request), request.params.id, request.body),
        }));
        route(app, api.delete, async (request) => menus.deleteMenu(request.params.id));
      },
    };
  },
});
