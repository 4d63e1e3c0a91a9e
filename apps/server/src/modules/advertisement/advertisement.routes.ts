import { endpoints, messages } from '@masthead/contract';
import type { FastifyRequest } from 'fastify';
import { notFound } from '../../lib/errors.js';
import { isId } from '../../lib/ids.js';
import { route } from '../../lib/route.js';
import { actorOf } from '../../plugins/permission.js';
import { assetFace } from '../asset/asset.face.js';
import { clientFace } from '../client/client.face.js';
import { defineModule } from '../registry.js';
import { ADS_CHANNEL, type AdDelivery, type AdReader, adDelivery, CLICK_TTL_SECONDS } from './ad-delivery.js';
import { adDeliveryRepo } from './ad-delivery.repo.js';
import { advertisementFace } from './advertisement.face.js';
import { advertisementRepo } from './advertisement.repo.js';
import { advertisementService } from './advertisement.service.js';
import { isRobot } from './bots.js';
import { clickLinks } from './click-links.js';

const api = endpoints.advertisement;

export const advertisementModule = defineModule({
  name: 'advertisement',
  offers: advertisementFace,
  needs: { clients: clientFace, assets: assetFace },
  create({ db, config, tokens, database }, { clients, assets }) {
    const ads = advertisementService(advertisementRepo(db), assets.fileTypes);
    const deliveryRepo = adDeliveryRepo(db);
    const links = clickLinks(tokens.mac('ad-click'), CLICK_TTL_SECONDS);
    // Made with the routes (it logs through the app's logger), started beside them.
    let delivery: AdDelivery | null = null;
    const readerOf = (request: FastifyRequest): AdReader => {
      const userAgent = request.headers['user-agent'];
      return { robot: isRobot(userAgent), id: links.readerOf(request.ip, userAgent ?? '') };
    };
    return {
      face: { featuredNow: deliveryRepo.featuredNow },
      api(app) {
        const serving = adDelivery(deliveryRepo, config.ads, app.log, links);
        delivery = serving;
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
          await serving.flush();
          return { data: await ads.report(request.params.id) };
        });
        route(app, api.clientReport, async (request) => {
          const client = await clients.getClient(request.params.id);
          await serving.flush();
          return { data: await ads.clientReport({ _id: client._id, name: client.name }) };
        });

        route(app, api.serve, async (request, reply) => {
          reply.header('cache-control', 'no-store');
          const served = await serving.serve(request.query, readerOf(request));
          if (!served) throw notFound(messages.noAdToServe);
          return { data: served };
        });
        route(app, api.click, async (request, reply) => {
          const { id } = request.params;
          const url = isId(id) ? await serving.click(id, request.query, isRobot(request.headers['user-agent'])) : null;
          if (!url) throw notFound(messages.advertisementNotFound);
          return reply.header('cache-control', 'no-store').redirect(url, 302);
        });
      },

      /** Starts serving: reads the running ads, hears of edits from every process, stops gracefully (ADR 0013). */
      async app(app) {
        const serving = delivery;
        if (!serving) return;
        await serving.start();
        const stopListening = await database.listen(ADS_CHANNEL, serving.handlers);
        app.addHook('onClose', async () => {
          await stopListening();
          await serving.stop();
        });
      },
    };
  },
});
