import { endpoints, messages } from '@masthead/contract';
import type { FastifyRequest } from 'fastify';
import { notFound } from '../../lib/errors.js';
import { isId } from '../../lib/ids.js';
import { route } from '../../lib/route.js';
import { actorOf } from '../../plugins/permission.js';
import { clientRepo } from '../client/client.repo.js';
import { clientService } from '../client/client.service.js';
import { defineModule, type Shared } from '../registry.js';
import { ADS_CHANNEL, type AdDelivery, type AdReader, adDelivery, CLICK_TTL_SECONDS } from './ad-delivery.js';
import { adDeliveryRepo } from './ad-delivery.repo.js';
import { advertisementRepo } from './advertisement.repo.js';
import { advertisementService } from './advertisement.service.js';
import { isRobot } from './bots.js';
import { clickLinks } from './click-links.js';

const api = endpoints.advertisement;

/** Each app's serving, made with its routes and started beside them. */
const deliveries = new WeakMap<Shared, AdDelivery>();

export const advertisementModule = defineModule({
  name: 'advertisement',
  api(app, shared) {
    const { db, config } = shared;
    const ads = advertisementService(advertisementRepo(db));
    const clients = clientService(clientRepo(db));
    const links = clickLinks(shared.tokens.mac('ad-click'), CLICK_TTL_SECONDS);
    const delivery = adDelivery(adDeliveryRepo(db), config.ads, app.log, links);
    const readerOf = (request: FastifyRequest): AdReader => {
      const userAgent = request.headers['user-agent'];
      return { robot: isRobot(userAgent), id: links.readerOf(request.ip, userAgent ?? '') };
    };
    deliveries.set(shared, delivery);

    route(app, api.list, async (request) => ({ data: await ads.findAdvertisements(request.query) }));
    route(app, api.get, async (request) => ({ data: await ads.getAdvertisement(request.params.id) }));
    route(app, api.create, async (request) => ({
      data: await ads.createAdvertisement(actorOf(request), request.body),
    }));
    route(app, api.update, async (request) => ({
      data: await ads.updateAdvertisement(actorOf(request), request.params.id, request.body),
    }));
    route(app, api.delete, async (request) => ads.deleteAdvertisement(request.params.id));
    route(app, api.report, async (request) => {
      await delivery.flush();
      return { data: await ads.report(request.params.id) };
    });
    route(app, api.clientReport, async (request) => {
      const client = await clients.getClient(request.params.id);
      await delivery.flush();
      return { data: await ads.clientReport({ _id: client._id, name: client.name }) };
    });

    route(app, api.serve, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const served = await delivery.serve(request.query, readerOf(request));
      if (!served) throw notFound(messages.noAdToServe);
      return { data: served };
    });
    route(app, api.click, async (request, reply) => {
      const { id } = request.params;
      const url = isId(id) ? await delivery.click(id, request.query, isRobot(request.headers['user-agent'])) : null;
      if (!url) throw notFound(messages.advertisementNotFound);
      return reply.header('cache-control', 'no-store').redirect(url, 302);
    });
  },

  /** Starts serving: reads the running ads, hears of edits from every process, stops gracefully (ADR 0013). */
  async app(app, shared) {
    const delivery = deliveries.get(shared);
    if (!delivery) return;
    await delivery.start();
    const stopListening = await shared.database.listen(ADS_CHANNEL, delivery.handlers);
    app.addHook('onClose', async () => {
      await stopListening();
      await delivery.stop();
    });
  },
});
