import { type AdPosition, messages, type PublicCard, type PublicHome, SECTION_ITEMS } from '@masthead/contract';
import type { StoredLayoutBody } from '../../db/schema.js';
import type { LayoutRepo } from '../layout/layout.repo.js';
import type { PublicRepo } from './public.repo.js';

/** What a public call finds: its data, or why there is nothing (the site shows a 404). */
export type PublicResult = { status: 200; data: unknown } | { status: 404; message: string };

const found = (data: unknown): PublicResult => ({ status: 200, data });
const gone = (message: string): PublicResult => ({ status: 404, message });

export function publicService(repo: PublicRepo, layouts: LayoutRepo) {
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
          const adUrl = position ? `/api/public/ad?position=${position}` : null;
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
    async home(): Promise<PublicResult> {
      const layout = await layouts.getByName('home');
      return layout ? found(await homeOf(layout.body)) : gone(messages.layoutNotFound);
    },

    /** The home page with the unsaved layout of a preview, while the preview lasts. */
    async previewHome(token: string): Promise<PublicResult> {
      const preview = await layouts.preview(token);
      return preview ? found(await homeOf(preview.body)) : gone(messages.layoutPreviewExpired);
    },

    async content(permaLink: string): Promise<PublicResult> {
      const item = await repo.contentByPermaLink(permaLink);
      return item ? found(item) : gone(messages.contentNotFound);
    },

    async category(slug: string, page: number, pageSize: number): Promise<PublicResult> {
      const listing = await repo.categoryPage(slug, page, pageSize);
      if (!listing) return gone(messages.categoryNotFound);
      return found({ category: listing.category, items: listing.items, total: listing.total, page, pageSize });
    },

    async breakingNews(): Promise<PublicResult> {
      return found(await repo.activeBreakingNews());
    },
  };
}

export type PublicService = ReturnType<typeof publicService>;
