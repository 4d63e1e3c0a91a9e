import {
  adClickQuerySchema,
  advertisementCreateSchema,
  advertisementListQuerySchema,
  advertisementReportSchema,
  advertisementSchema,
  advertisementUpdateSchema,
  clientReportSchema,
  publicAdQuerySchema,
  publicAdSchema,
} from './advertisement.js';
import { pageOf } from './common.js';
import { type Endpoint, endpoint, idPathParams } from './endpoint.js';
import { readRight } from './read-rights.js';

export const advertisementEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/advertisement',
    tag: 'advertisement',
    summary:
      'A page of advertisements, newest first, with client, categories and adding user; `search`, `categories`, `client`, and `date` (running that day in `tz`)',
    permission: readRight('Advertisement'),
    query: advertisementListQuerySchema,
    data: pageOf(advertisementSchema),
  }),
  get: endpoint({
    method: 'GET',
    path: '/advertisement/:id',
    tag: 'advertisement',
    permission: readRight('Advertisement'),
    params: idPathParams,
    data: advertisementSchema,
  }),
  create: endpoint({
    method: 'POST',
    path: '/advertisement',
    tag: 'advertisement',
    summary: 'A new advertisement; `views` and `clicks` are counted by the server and refused here',
    permission: { resource: 'Advertisement', actions: ['Write'] },
    body: advertisementCreateSchema,
    data: advertisementSchema,
    status: 201,
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/advertisement/:id',
    tag: 'advertisement',
    permission: { resource: 'Advertisement', actions: ['Edit'] },
    params: idPathParams,
    body: advertisementUpdateSchema,
    data: advertisementSchema,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/advertisement/:id',
    tag: 'advertisement',
    permission: { resource: 'Advertisement', actions: ['Remove'] },
    params: idPathParams,
    data: null,
  }),
  report: endpoint({
    method: 'GET',
    path: '/advertisement/:id/report',
    tag: 'advertisement',
    summary: 'Views and clicks per day, click-through rate, the cap used and the days left',
    permission: readRight('Advertisement'),
    params: idPathParams,
    data: advertisementReportSchema,
  }),
  clientReport: endpoint({
    method: 'GET',
    path: '/client/:id/report',
    tag: 'advertisement',
    summary: "A client's advertisements: views and clicks per day and per advertisement",
    permission: readRight('Advertisement'),
    params: idPathParams,
    data: clientReportSchema,
  }),
  serve: endpoint({
    method: 'GET',
    path: '/public/ad',
    tag: 'public',
    summary:
      "An advertisement to show at a position (on a category page, or featured ones on the home page); a reader's (address and browser) first view of an ad in 30 minutes is counted, later ones are not; requests per address are limited (429 with Retry-After); never kept by caches",
    permission: { public: true },
    query: publicAdQuerySchema,
    data: publicAdSchema,
    rateLimit: 'adRequest',
  }),
  click: endpoint({
    method: 'GET',
    path: '/public/ad/:id/click',
    tag: 'public',
    summary:
      "Sends the reader on to the advertiser's address; counts a click only with the signed click address of a served view (once per view, within an hour) on an ad running now",
    permission: { public: true },
    params: idPathParams,
    query: adClickQuerySchema,
    data: null,
    redirect: true,
    rateLimit: 'adClick',
  }),
} as const satisfies Record<string, Endpoint>;
