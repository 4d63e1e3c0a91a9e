import type { BodyOf, BreakingNews, endpoints, ListQuery, Page } from '@masthead/contract';
import { messages } from '@masthead/contract';
import type { Actor } from '../../lib/actor.js';
import { notFound } from '../../lib/errors.js';
import { isId } from '../../lib/ids.js';
import { pageFrom } from '../../lib/paging.js';
import { staleWrite } from '../../lib/stale-write.js';
import type { BreakingNewsRepo } from './breaking-news.repo.js';

type CreateInput = BodyOf<typeof endpoints.breakingNews.create>;
type UpdateInput = BodyOf<typeof endpoints.breakingNews.update>;

export function breakingNewsService(repo: BreakingNewsRepo) {
  async function getBreakingNews(id: string): Promise<BreakingNews> {
    const found = isId(id) ? await repo.getById(id) : null;
    if (!found) throw notFound(messages.breakingNewsNotFound);
    return found;
  }

  return {
    async findBreakingNews(query: ListQuery): Promise<Page<BreakingNews>> {
      const { items, total } = await repo.findPage(query.page, query.all ? null : query.pageSize);
      return pageFrom(items, total, query);
    },

    async createBreakingNews(actor: Actor, input: CreateInput): Promise<BreakingNews> {
      return getBreakingNews(await repo.insert({ title: input.title, url: input.url ?? '' }, actor.id));
    },

    async updateBreakingNews(actor: Actor, id: string, input: UpdateInput): Promise<BreakingNews> {
      await getBreakingNews(id);
      const saved = await repo.update(
        id,
        { title: input.title, url: input.url, status: input.status },
        { actorId: actor.id, expected: input.updatedAt },
      );
      if (!saved) throw staleWrite(await repo.lastChange(id));
      return getBreakingNews(id);
    },

    async deleteBreakingNews(id: string): Promise<void> {
      if (!isId(id) || !(await repo.delete(id))) throw notFound(messages.breakingNewsNotFound);
    },
  };
}
export type BreakingNewsService = ReturnType<typeof breakingNewsService>;
