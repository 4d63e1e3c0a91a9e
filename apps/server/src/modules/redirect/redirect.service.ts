import type {
  BodyOf,
  endpoints,
  ListQuery,
  NotFoundPath,
  Page,
  QueryOf,
  Redirect,
  RedirectImportReport,
} from '@masthead/contract';
import {
  redirectCreateSchema as createSchema,
  isSitePath,
  isWebUrl,
  messages,
  normalizeOldUrl,
} from '@masthead/contract';
import { parse } from 'csv-parse/sync';
import type { Actor } from '../../lib/actor.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { isId } from '../../lib/ids.js';
import { pageFrom } from '../../lib/paging.js';
import { staleWrite } from '../../lib/stale-write.js';
import { type RedirectRepo, type RedirectTurn, type RedirectWrite, toRedirect } from './redirect.repo.js';
import type { RedirectDelivery } from './redirect-delivery.js';

type CreateInput = BodyOf<typeof endpoints.redirect.create>;
type UpdateInput = BodyOf<typeof endpoints.redirect.update>;
type ListInput = QueryOf<typeof endpoints.redirect.list>;

const MAX_HOPS = 20;
const MAX_IMPORT_ROWS = 5000;

const oldUrlTaken = () => conflict(messages.oldUrlTaken, { oldUrl: messages.oldUrlTaken });

/** What the service asks of the app around it. */
export interface RedirectSurroundings {
  /** Runs a save in turn with every other save of a redirect (one transaction, one lock). */
  inTurn: RedirectTurn;
  /** Whether this server answers the path itself (a screen, preview, feed, file…). */
  isOwnPath: (path: string) => boolean;
  /** The hosts (`name[:port]`, lower case) of this site besides the one a save was sent to. */
  siteHosts: () => Promise<string[]>;
}

/** Where a target leads on this site, as an old path: a site path, or an address on one of `hosts`. */
function sitePathOf(target: string, hosts: Set<string>): string | null {
  if (isSitePath(target)) return normalizeOldUrl(target);
  if (isWebUrl(target) && hosts.has(new URL(target).host.toLowerCase())) return normalizeOldUrl(target);
  return null;
}

export function redirectService(repo: RedirectRepo, delivery: RedirectDelivery, around: RedirectSurroundings) {
  const shape = (row: Parameters<typeof toRedirect>[0]) =>
    toRedirect(row, row.status === 'Enable' ? delivery.chainEnd(row.redirectUrl) : null);

  async function getRow(id: string, from: RedirectRepo = repo) {
    const row = isId(id) ? await from.getById(id) : null;
    if (!row) throw notFound(messages.redirectNotFound);
    return row;
  }

  function refuseOwnPath(oldUrl: string): void {
    if (around.isOwnPath(oldUrl)) throw badRequest(messages.oldUrlServedHere, { oldUrl: messages.oldUrlServedHere });
  }

  /** This site's hosts: the settings' site URL, PUBLIC_SITE_URL, and the host a save was sent to. */
  async function siteHosts(host: string): Promise<Set<string>> {
    return new Set([host.toLowerCase(), ...(await around.siteHosts())]);
  }

  /**
   * Which redirect answers `path` as the delivery serves it (its exact path and query, else its
   * path alone), were `oldUrl` saved and `replaced` (the edited row's old path) gone. Null: none.
   */
  async function answering(from: RedirectRepo, path: string, oldUrl: string, replaced?: string) {
    const question = path.indexOf('?');
    const keys = question > 0 ? [path, path.slice(0, question)] : [path];
    const stored = await from.targetsOf(keys.filter((key) => key !== oldUrl && key !== replaced));
    for (const key of keys) {
      if (key === oldUrl) return { key, target: null };
      const target = stored.get(key);
      if (target !== undefined) return { key, target };
    }
    return null;
  }

  /**
   * Refuses a redirect from `oldUrl` to `target` that would come back to `oldUrl`, following the
   * stored enabled redirects hop by hop as they are served: a target's query is looked up as the
   * delivery does, and an absolute address on this site counts as its path.
   */
  async function refuseLoop(
    from: RedirectRepo,
    oldUrl: string,
    target: string,
    hosts: Set<string>,
    replaced?: string,
  ): Promise<void> {
    const chain = [oldUrl, target];
    const seen = new Set<string>();
    let next = sitePathOf(target, hosts);
    for (let hop = 0; next !== null && hop < MAX_HOPS; hop++) {
      const found = await answering(from, next, oldUrl, replaced);
      if (!found) return;
      if (found.target === null) {
        const message = hop === 0 ? messages.redirectToItself : messages.redirectLoop(chain);
        throw badRequest(message, { redirectUrl: message });
      }
      // A loop stored before loops were refused, which this redirect does not join.
      if (seen.has(found.key)) return;
      seen.add(found.key);
      chain.push(found.target);
      next = sitePathOf(found.target, hosts);
    }
  }

  async function create(actor: Actor, input: CreateInput, host: string): Promise<Redirect> {
    refuseOwnPath(input.oldUrl);
    const hosts = await siteHosts(host);
    let row: Awaited<ReturnType<RedirectRepo['insert']>>;
    try {
      row = await around.inTurn(async (locked) => {
        if (input.status === 'Enable') await refuseLoop(locked, input.oldUrl, input.redirectUrl, hosts);
        return locked.insert(input, actor.id);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw oldUrlTaken();
      throw error;
    }
    await delivery.reload();
    return shape(row);
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
      return pageFrom(items, total, query);
    },

    async getRedirect(id: string): Promise<Redirect> {
      return shape(await getRow(id));
    },

    createRedirect: create,

    async updateRedirect(actor: Actor, id: string, input: UpdateInput, host: string): Promise<Redirect> {
      const before = await getRow(id);
      // A redirect of an address this server answers (stored before that was refused) may still be switched off.
      const oldUrl = input.oldUrl ?? before.oldUrl;
      if (oldUrl !== before.oldUrl || (input.status ?? before.status) === 'Enable') refuseOwnPath(oldUrl);
      const hosts = await siteHosts(host);
      const values: RedirectWrite = {
        oldUrl: input.oldUrl,
        redirectUrl: input.redirectUrl,
        statusCode: input.statusCode,
        status: input.status,
      };
      let row: Awaited<ReturnType<RedirectRepo['update']>>;
      try {
        row = await around.inTurn(async (locked) => {
          const current = await getRow(id, locked);
          const target = input.redirectUrl ?? current.redirectUrl;
          if ((input.status ?? current.status) === 'Enable') {
            await refuseLoop(locked, input.oldUrl ?? current.oldUrl, target, hosts, current.oldUrl);
          }
          return locked.update(id, values, { actorId: actor.id, expected: input.updatedAt });
        });
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
    async importCsv(actor: Actor, csv: string, host: string): Promise<RedirectImportReport> {
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
          await create(actor, parsed.data, host);
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
      // Always a page: the paths not found are not offered whole.
      return pageFrom(items, total, { page: query.page, pageSize: query.pageSize });
    },
  };
}
export type RedirectService = ReturnType<typeof redirectService>;
