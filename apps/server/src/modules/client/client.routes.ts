import { endpoints } from '@masthead/contract';
import { route } from '../../lib/route.js';
import { actorOf } from '../../plugins/permission.js';
import { defineModule } from '../registry.js';
import { clientFace } from './client.face.js';
import { clientRepo } from './client.repo.js';
import { clientService } from './client.service.js';

const api = endpoints.client;

export const clientModule = defineModule({
  name: 'client',
  offers: clientFace,
  create({ db }) {
    const clients = clientService(clientRepo(db));
    return {
      face: { getClient: clients.getClient },
      api(app) {
        route(app, api.options, async () => ({ data: await clients.options() }));
        route(app, api.list, async (request) => ({ data: await clients.findClients(request.query) }));
        route(app, api.get, async (request) => ({ data: await clients.getClient(request.params.id) }));
        route(app, api.create, async (request) => ({
          data: await clients.createClient(actorOf(request), request.body),
        }));
        route(app, api.update, async (request) => ({
          data: await clients.updateClient(actorOf(request), request.params.id, request.body),
        }));
        route(app, api.delete, async (request) => clients.deleteClient(actorOf(request), request.params.id));
      },
    };
  },
});
