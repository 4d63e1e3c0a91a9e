import type {
  Advertisement,
  AdvertisementReport,
  BodyOf,
  ClientReport,
  endpoints,
  Page,
  QueryOf,
} from '@masthead/contract';
import {
  advertisementDateProblems,
  advertisementShapeProblems,
  clickThroughRate,
  isOfUploadKind,
  messages,
} from '@masthead/contract';
import type { Actor } from '../../lib/actor.js';
import { badRequest, notFound, refuseProblems } from '../../lib/errors.js';
import { isId } from '../../lib/ids.js';
import { localDayOf } from '../../lib/local-day.js';
import { pageFrom } from '../../lib/paging.js';
import { staleWrite } from '../../lib/stale-write.js';
import type { FileTypes } from '../asset/asset.face.js';
import type { AdvertisementRepo, AdWrite } from './advertisement.repo.js';

type CreateInput = BodyOf<typeof endpoints.advertisement.create>;
type UpdateInput = BodyOf<typeof endpoints.advertisement.update>;
type ListInput = QueryOf<typeof endpoints.advertisement.list>;
type Images = { screenType: 'Mobile' | 'Desktop'; file: string }[];

const DAY_MS = 86_400_000;

function imageIds(images: Images): { mobileImageId: string | null; desktopImageId: string | null } {
  return {
    mobileImageId: images.find((image) => image.screenType === 'Mobile')?.file ?? null,
    desktopImageId: images.find((image) => image.screenType === 'Desktop')?.file ?? null,
  };
}

export function advertisementService(
  repo: AdvertisementRepo,
  fileTypes: FileTypes,
  now: () => Date = () => new Date(),
) {
  async function getAdvertisement(id: string): Promise<Advertisement> {
    const found = isId(id) ? await repo.getById(id) : null;
    if (!found) throw notFound(messages.advertisementNotFound);
    return found;
  }

  /** The references a write names must exist, and its images must be PNG or JPEG by content. */
  async function checkReferences(input: { client?: string; categories?: string[]; images?: Images }): Promise<void> {
    const problems: Record<string, string> = {};
    if (input.client !== undefined && !(await repo.clientExists(input.client)))
      problems.client = messages.adClientMissing;
    if (input.categories?.length) {
      const found = await repo.existingCategoryIds(input.categories);
      if (input.categories.some((id) => !found.has(id))) problems.categories = messages.adCategoryMissing;
    }
    if (input.images?.length) {
      const types = await fileTypes(input.images.map((image) => image.file));
      for (const image of input.images) {
        const type = types.get(image.file);
        if (!type) problems[`images.${image.screenType}`] = messages.assetNotFound;
        else if (!isOfUploadKind('advertisement', type)) problems[`images.${image.screenType}`] = messages.adImageType;
      }
    }
    refuseProblems(problems);
  }

  return {
    getAdvertisement,

    async findAdvertisements(query: ListInput): Promise<Page<Advertisement>> {
      const { from, to } = query.date ? localDayOf(query.date, query.tz) : {};
      const categoryIds = query.categories === undefined ? undefined : [query.categories].flat();
      const { items, total } = await repo.findPage(
        { search: query.search || undefined, categoryIds, clientId: query.client, from, to },
        query.page,
        query.all ? null : query.pageSize,
      );
      return pageFrom(items, total, query);
    },

    async createAdvertisement(actor: Actor, input: CreateInput): Promise<Advertisement> {
      refuseProblems(advertisementDateProblems(input, now()));
      await checkReferences(input);
      const values: Required<AdWrite> = {
        title: input.title,
        description: input.description,
        url: input.url,
        clientId: input.client,
        startDate: new Date(input.startDate),
        endDate: new Date(input.endDate),
        position: input.position,
        maxImpressions: input.maxImpressionAllowed,
        isFeatured: input.isFeatured,
        ...imageIds(input.images),
      };
      return getAdvertisement(await repo.insert(values, input.categories, actor.id));
    },

    async updateAdvertisement(actor: Actor, id: string, input: UpdateInput): Promise<Advertisement> {
      const stored = isId(id) ? await repo.stored(id) : null;
      if (!stored) throw notFound(messages.advertisementNotFound);
      const position = input.position ?? stored.position;
      const images: Images =
        input.images ??
        [
          stored.mobileImageId ? { screenType: 'Mobile' as const, file: stored.mobileImageId } : null,
          // A position other than Top shows no Desktop image: moving away from Top lets it go.
          stored.desktopImageId && position === 'Top'
            ? { screenType: 'Desktop' as const, file: stored.desktopImageId }
            : null,
        ].filter((image) => image !== null);
      const startDate = input.startDate ?? stored.startDate.toISOString();
      const endDate = input.endDate ?? stored.endDate.toISOString();
      refuseProblems({
        ...advertisementShapeProblems({ position, images, startDate, endDate }),
        ...advertisementDateProblems(input, now(), {
          startDate: stored.startDate.toISOString(),
          endDate: stored.endDate.toISOString(),
        }),
      });
      if (input.maxImpressionAllowed !== undefined && input.maxImpressionAllowed < stored.views) {
        const message = messages.adImpressionsBelowViews(stored.views);
        throw badRequest(message, { maxImpressionAllowed: message });
      }
      await checkReferences({ client: input.client, categories: input.categories, images: input.images });
      const values: AdWrite = {
        title: input.title,
        description: input.description,
        url: input.url,
        clientId: input.client,
        startDate: input.startDate === undefined ? undefined : new Date(input.startDate),
        endDate: input.endDate === undefined ? undefined : new Date(input.endDate),
        position: input.position,
        maxImpressions: input.maxImpressionAllowed,
        isFeatured: input.isFeatured,
        ...(input.images !== undefined || input.position !== undefined ? imageIds(images) : {}),
      };
      const saved = await repo.update(id, values, input.categories, { actorId: actor.id, expected: input.updatedAt });
      if (!saved) throw staleWrite(await repo.lastChange(id));
      return getAdvertisement(id);
    },

    async deleteAdvertisement(id: string): Promise<void> {
      if (!isId(id) || !(await repo.delete(id))) throw notFound(messages.advertisementNotFound);
    },

    async report(id: string): Promise<AdvertisementReport> {
      const ad = await getAdvertisement(id);
      const days = await repo.days([id]);
      const left = Math.ceil((Date.parse(ad.endDate) - now().getTime()) / DAY_MS);
      return {
        advertisement: { _id: ad._id, title: ad.title, client: ad.client?.name ?? null },
        days,
        views: ad.views,
        clicks: ad.clicks,
        ctr: clickThroughRate(ad.views, ad.clicks),
        maxImpressionAllowed: ad.maxImpressionAllowed,
        capUsed: Math.min(1, ad.views / ad.maxImpressionAllowed),
        daysLeft: Math.max(0, left),
      };
    },

    async clientReport(client: { _id: string; name: string }): Promise<ClientReport> {
      const ads = await repo.ofClient(client._id);
      const days = await repo.days(ads.map((ad) => ad._id));
      const views = ads.reduce((sum, ad) => sum + ad.views, 0);
      const clicks = ads.reduce((sum, ad) => sum + ad.clicks, 0);
      return {
        client,
        days,
        views,
        clicks,
        ctr: clickThroughRate(views, clicks),
        advertisements: ads.map((ad) => ({
          ...ad,
          ctr: clickThroughRate(ad.views, ad.clicks),
          endDate: ad.endDate.toISOString(),
        })),
      };
    },
  };
}
export type AdvertisementService = ReturnType<typeof advertisementService>;
