import {
  type AdPosition,
  type DataOf,
  endpoints,
  messages,
  type PublicCard,
  type PublicContent,
  type PublicHome,
  SECTION_ITEMS,
} from '@masthead/contract';
import type { StoredLayoutBody } from '../../db/schema.js';
import { apiAddress } from '../../lib/api-address.js';
import type { DeliveryReads } from '../../read-models/delivery.js';
import type { LayoutFace } from '../layout/layout.face.js';

/** What a public call finds: its data, or why there is nothing (the site shows a 404). */
export type PublicResult<T> = { status: 200; data: T } | { status: 404; message: string };

const found = <T>(data: T): PublicResult<T> => ({ status: 200, data });
const gone = (message: string): PublicResult<never> => ({ status: 404, message });

/** The record when there is one, else a 404 with `message`. */
export const foundOrGone = <T extends object>(data: T | null | undefined, message: string): PublicResult<T> =>
  data ? found(data) : gone(message);

export function publicService(repo: DeliveryReads, layouts: LayoutFace) {
  /** A layout with live items only, in order; sections filled with their newest items. */
  async function homeOf(body: StoredLayoutBody): Promise<PublicHome> {
    const picked = [
      ...body.headlines,
      ...body.topStory,
      ...body.sections.flatMap((section) => section.articles),
      ...(body.coverStory ? [body.coverStory] : []),
    ];
    const cards = await repo.cardsByIds([...new Set(picked)]);
    const live = (ids: string[]): PublicCard[] => ids.flatMap((id) => cards.get(id) ?? []);
    const categories = await repo.categoryRefs(
      body.sections.flatMap((section) => (section.category ? [section.category] : [])),
    );
    const sections = await Promise.all(
      body.sections.map(async (section) => {
        const base = { type: section.type, name: section.name, color: section.color, template: section.template };
        if (section.type === 'Advertisement') {
          const position = section.position as AdPosition | null;
          const adUrl = position ? apiAddress(endpoints.advertisement.serve, undefined, { position }) : null;
          return { ...base, category: null, items: [], position, adUrl };
        }
        const pinned = live(section.articles);
        const newest = await repo.newestCards({
          type: section.type === 'Category' ? undefined : section.type,
          categoryId: section.category,
          exclude: pinned.map((card) => card._id),
          limit: SECTION_ITEMS - pinned.length,
        });
        const category = section.category ? (categories.get(section.category) ?? null) : null;
        return { ...base, category, items: [...pinned, ...newest], position: null, adUrl: null };
      }),
    );
    const home: PublicHome = {
      headlines: live(body.headlines),
      topStory: live(body.topStory),
      sections,
      coverStory: body.coverStory ? (cards.get(body.coverStory) ?? null) : null,
    };
    return home;
  }

  return {
    homeOf,

    /** The home page as the public site shows it. */
    async home(): Promise<PublicResult<PublicHome>> {
      const body = await layouts.current('home');
      return body ? found(await homeOf(body)) : gone(messages.layoutNotFound);
    },

    /** The home page with the unsaved layout of a preview, while the preview lasts. */
    async previewHome(token: string): Promise<PublicResult<PublicHome>> {
      const preview = await layouts.preview(token);
      return preview ? found(await homeOf(preview.body)) : gone(messages.layoutPreviewExpired);
    },

    async content(permaLink: string): Promise<PublicResult<PublicContent>> {
      return foundOrGone(await repo.contentByPermaLink(permaLink), messages.contentNotFound);
    },

    async category(
      slug: string,
      page: number,
      pageSize: number,
    ): Promise<PublicResult<DataOf<typeof endpoints.public.category>>> {
      const listing = await repo.categoryPage(slug, page, pageSize);
      if (!listing) return gone(messages.categoryNotFound);
      return found({ category: listing.category, items: listing.items, total: listing.total, page, pageSize });
    },

    async breakingNews(): Promise<PublicResult<DataOf<typeof endpoints.public.breakingNews>>> {
      return found(await repo.activeBreakingNews());
    },
  };
}

export type PublicService = ReturnType<typeof publicService>;
