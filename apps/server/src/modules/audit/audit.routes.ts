import { type AuditEntry, type AuditNameBefore, endpoints } from '@masthead/contract';
import type { FastifyRequest } from 'fastify';
import { pageFrom } from '../../lib/paging.js';
import { type Api, route } from '../../lib/route.js';
import { type AuditNameReads, auditNameReads } from '../../read-models/audit-names.js';

import { defineModule } from '../registry.js';
import { type AuditFilters, type AuditRepo, auditRepo } from './audit.repo.js';
import { auditedCall, auditRecordsOf } from './audit-recorder.js';
import { auditWriter } from './audit-writer.js';

const api = endpoints.audit;
const DAY_MS = 86_400_000;
const EXPORT_MAX = 100_000;

type Query = {
  user?: string;
  model?: string;
  item?: string;
  date?: string;
  tz: number;
  page: number;
  pageSize: number;
};

function filtersOf(query: Query): AuditFilters {
  const from = query.date ? new Date(Date.parse(`${query.date}T00:00:00Z`) - query.tz * 60_000) : undefined;
  return {
    userId: query.user,
    model: query.model || undefined,
    item: query.item || undefined,
    from,
    to: from ? new Date(from.getTime() + DAY_MS) : undefined,
  };
}

/**
 * A CSV field (RFC 4180): quoted, quotes doubled. A leading =, +, -, @, tab or carriage return is
 * defused with an apostrophe: spreadsheets would run the cell as a formula.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

export function auditCsv(entries: AuditEntry[]): string {
  const header = ['at', 'user', 'summary', 'action', 'model', 'item', 'ip', 'status', 'fields'];
  const lines = entries.map((entry) =>
    [
      entry.at,
      entry.user.name,
      entry.summary,
      entry.action,
      entry.model,
      entry.item ?? '',
      entry.ip,
      String(entry.status),
      entry.fields.join(' '),
    ]
      .map(csvField)
      .join(','),
  );
  return `${[header.join(','), ...lines].join('\r\n')}\r\n`;
}

/** The day of `at` in the zone `tz` minutes east of UTC, as YYYY-MM-DD. */
function dayIn(at: Date, tz: number): string {
  return new Date(at.getTime() + tz * 60_000).toISOString().slice(0, 10);
}

/** What the rows of a request are made from, gathered before its answer leaves. */
const answered = new WeakMap<FastifyRequest, unknown>();
const namedBefore = new WeakMap<FastifyRequest, AuditNameBefore | null>();

export const auditModule = defineModule({
  name: 'audit',
  create({ db, database }) {
    const repo = auditRepo(db, database.run);
    const names = auditNameReads(db);
    return {
      api(app) {
        route(app, api.list, async (request) => {
          const query = request.query as Query;
          const { items, total } = await repo.findPage(filtersOf(query), query.page, query.pageSize);
          // `all` is not offered here: the log is read a page at a time.
          return { data: pageFrom(items, total, { page: query.page, pageSize: query.pageSize }) };
        });
        route(app, api.export, async (request) => {
          const query = request.query as Query;
          return {
            data: auditCsv(await repo.all(filtersOf(query), EXPORT_MAX)),
            filename: `audit-log-${dayIn(new Date(), query.tz)}.csv`,
          };
        });
      },
      app: (app) => recordWrites(app, repo, names),
    };
  },
});

/**
 * Every write and sign-in leaves its rows before its answer goes (ADR 0024): the rows of the
 * requests answering in one turn share an INSERT (audit-writer.ts), and each answer waits for
 * its own. A thing a call removes is named from before the call.
 */

function recordWrites(app: Api, repo: AuditRepo, names: AuditNameReads): void {
  const writer = auditWriter(repo.appendAll);
  app.addHook('preHandler', (request, _reply, done) => {
    const kind = auditedCall(request)?.wording.before;
    const id = (request.params as { id?: unknown } | undefined)?.id;
    if (!kind || typeof id !== 'string') return done();
    names.nameOf(kind, id).then(
      (name) => {
        namedBefore.set(request, name);
        done();
      },
      (error: Error) => done(error),
    );
  });
  // The answer as an object, before it is serialised (and perhaps compressed).
  app.addHook('preSerialization', (request, _reply, payload, done) => {
    if (auditedCall(request)) {
      answered.set(request, (payload as { data?: unknown } | null)?.data ?? null);
    }
    done(null, payload);
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    const records = auditRecordsOf(request, reply, answered.get(request), namedBefore.get(request) ?? null);
    if (records.length === 0) return done(null, payload);
    writer.add(records).then(
      () => done(null, payload),
      (error: Error) => {
        // The write stands but its row could not be stored: the caller is not told it succeeded.
        request.log.error({ err: error }, 'writing the audit log failed');
        done(error);
      },
    );
  });
  app.addHook('onClose', () => writer.drain());
}
