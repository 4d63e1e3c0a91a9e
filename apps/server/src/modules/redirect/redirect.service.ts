import type {
  ListQuery,
  NotFoundPath,
  Page,
  Redirect,
  RedirectImportReport,
  redirectCreateSchema,
  redirectListQuerySchema,
  redirectUpdateSchema,
} from '@masthead/contract';
import { redirectCreateSchema as createSchema, isSitePath, messages, normalizeOldUrl } from '@masthead/contract';
import { parse } from 'csv-parse/sync';
import type { z } from 'zod';
import type { Actor } from '../../lib/actor.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { isId } from '../../lib/ids.js';
import { staleWrite } from '../../lib/stale-write.js';
import { type RedirectRepo, type RedirectWrite, toRedirect } from './redirect.repo.js';
import type { RedirectDelivery } from './redirect-delivery.js';

type CreateInput = z.output<typeof redirectCreateSchema>;
type UpdateInput = z.output<typeof redirectUpdateSchema>;
type ListInput = z.output<typeof redirectListQuerySchema>;

const MAX_HOPS = 20;
const MAX_IMPORT_ROWS = 5000;

const oldUrlTaken = () => conflict(messages.oldUrlTaken, { oldUrl: messages.oldUrlTaken });

export function redirectService(repo: RedirectRepo, delivery: RedirectDelivery) {
  const shape = (row: Parameters<typeof toRedirect>[0]) =>
    toRedirect(row, row.status === 'Enable' ? delivery.chainEnd(row.redirectUrl) : null);

  async function getRow(id: string) {
    const row = isId(id) ? await repo.getById(id) : null;
    if (!row) throw notFound(messages.redirectNotFound);
    return row;
  }

  /**
   * Refuses a redirect from `oldUrl` to `target` that would come back to `oldUrl`, following the
   * stored enabled redirects (the other ones, `exceptId` being the one edited) hop by hop.
   */
  async function refuseLoop(oldUrl: string, target: string, exceptOld?: string): Promise<void> {
    const path = isSitePath(target) ? normalizeOldUrl(target) : null;
    if (path === oldUrl) throw badRequest(messages.redirectToItself, { redirectUrl: messages.redirectToItself });
    const chain = [oldUrl, target];
    let current = path;
    for (let hop = 0; current && hop < MAX_HOPS; hop++) {
      const next = (await repo.targetsOf([current])).get(current);
      if (!next || current === exceptOld) return;
      chain.push(next);
      const nextPath = isSitePath(next) ? normalizeOldUrl(next) : null;
      if (nextPath === oldUrl) {
        const message = messages.redirectLoop(chain);
        throw badRequest(message, { redirectUrl: message });
      }
      current = nextPath;
    }
  }

  async function create(actor: Actor, input: CreateInput): Promise<Redirect> {
    if (input.status === 'Enable') await refuseLoop(input.oldUrl, input.redirectUrl);
    try {
      const row = await repo.insert(input, actor.id);
      await delivery.reload();
      return shape(row);
    } catch (error) {
      if (isUniqueViolation(error)) throw oldUrlTaken();
      throw error;
    }
  }

  return {
    async findRedirects(query: ListInput): Promise<Page<Redirect>> {
      await delivery.flush();
      const { rows, total } = await repo.findPage(
        query.search || undefined,
        query.page,
        query.all ? null : query.pageSize,
      );
      const items = rows.map(shape);
      return query.all
        ? { items, total, page: 1, pageSize: items.length }
        : { items, total, page: query.page, pageSize: query.pageSize };
    },

    async getRedirect(id: string): Promise<Redirect> {
      return shape(await getRow(id));
    },

    createRedirect: create,

    async updateRedirect(actor: Actor, id: string, input: UpdateInput): Promise<Redirect> {
      const current = await getRow(id);
      const oldUrl = input.oldUrl ?? current.oldUrl;
      const target = input.redirectUrl ?? current.redirectUrl;
      if ((input.status ?? current.status) === 'Enable') await refuseLoop(oldUrl, target, current.oldUrl);
      const values: RedirectWrite = {
        oldUrl: input.oldUrl,
        redirectUrl: input.redirectUrl,
        statusCode: input.statusCode,
        status: input.status,
      };
      let row: Awaited<ReturnType<RedirectRepo['update']>>;
      try {
        row = await repo.update(id, values, { actorId: actor.id, expected: input.updatedAt });
      } catch (error) {
        if (isUniqueViolation(error)) throw oldUrlTaken();
        throw error;
      }
      if (!row) throw staleWrite(await repo.lastChange(id));
      await delivery.reload();
      return shape(row);
    },

    async deleteRedirect(id: string): Promise<void> {
      if (!isId(id) || !(await repo.delete(id))) throw notFound(messages.redirectNotFound);
      await delivery.reload();
    },

    /** Each row of a CSV (old, new, code) added on its own; a report line per row. */
    async importCsv(actor: Actor, csv: string): Promise<RedirectImportReport> {
      let records: string[][];
      try {
        records = parse(csv, { relax_column_count: true, skip_empty_lines: true, trim: true, bom: true });
      } catch (error) {
        const message = `The CSV cannot be read: ${(error as Error).message}`;
        throw badRequest(message, { csv: message });
      }
      // A header row (old,new,code) is recognised by not starting with an address.
      const first = records[0]?.[0] ?? '';
      if (first && !first.startsWith('/') && !/^https?:/i.test(first)) records = records.slice(1);
      if (records.length > MAX_IMPORT_ROWS) {
        const message = `At most ${MAX_IMPORT_ROWS} rows at a time`;
        throw badRequest(message, { csv: message });
      }
      const report: RedirectImportReport = { added: 0, refused: 0, rows: [] };
      for (const [index, record] of records.entries()) {
        const [oldUrl = '', redirectUrl = '', code = ''] = record;
        const row = index + 1;
        const parsed = createSchema.safeParse({
          oldUrl,
          redirectUrl,
          statusCode: code === '' ? undefined : Number(code),
        });
        if (!parsed.success) {
          report.refused += 1;
          report.rows.push({
            row,
            oldUrl,
            redirectUrl,
            result: 'refused',
            message: parsed.error.issues[0]?.message ?? '',
          });
          continue;
        }
        try {
          await create(actor, parsed.data);
          report.added += 1;
          report.rows.push({
            row,
            oldUrl: parsed.data.oldUrl,
            redirectUrl: parsed.data.redirectUrl,
            result: 'added',
            message: '',
          });
        } catch (error) {
          report.refused += 1;
          report.rows.push({ row, oldUrl, redirectUrl, result: 'refused', message: (error as Error).message });
        }
      }
      return report;
    },

    async notFound(query: ListQuery): Promise<Page<NotFoundPath>> {
      await delivery.flush();
      const { items, total } = await repo.notFound(query.page, query.pageSize);
      return { items, total, page: query.page, pageSize: query.pageSize };
    },
  };
}
export type RedirectService = ReturnType<typeof redirectService>;
