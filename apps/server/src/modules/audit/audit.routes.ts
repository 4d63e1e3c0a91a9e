import { type AuditEntry, endpoints } from '@masthead/contract';
import type { FastifyRequest } from 'fastify';
import { route } from '../../lib/route.js';
import { defineModule } from '../registry.js';
import { type AuditFilters, auditRepo } from './audit.repo.js';
import { answeredId, auditRecordOf } from './audit-recorder.js';
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

/** A CSV field: quoted, quotes doubled, and a leading =, +, - or @ defused (spreadsheets run those). */
function csvField(value: string): string {
  const safe = /^[=+\-@]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

export function auditCsv(entries: AuditEntry[]): string {
  const header = ['at', 'user', 'action', 'model', 'item', 'ip', 'status', 'fields'];
  const lines = entries.map((entry) =>
    [
      entry.at,
      entry.user.name,
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

const created = new WeakMap<FastifyRequest, string | null>();

export const auditModule = defineModule({
  name: 'audit',
  api(app, { db }) {
    const repo = auditRepo(db);
    route(app, api.list, async (request) => {
      const query = request.query as Query;
      const { items, total } = await repo.findPage(filtersOf(query), query.page, query.pageSize);
      return { data: { items, total, page: query.page, pageSize: query.pageSize } };
    });
    route(app, api.export, async (request) => ({
      data: auditCsv(await repo.all(filtersOf(request.query as Query), EXPORT_MAX)),
    }));
  },

  /**
   * Every write and sign-in appends a row once its answer has gone (the request never waits for
   * it), in batches (audit-writer.ts).
   */
  app(app, { db }) {
    const repo = auditRepo(db);
    // Before the answer is serialised (and perhaps compressed): what a write made names itself there.
    app.addHook('preSerialization', (request, _reply, payload, done) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') created.set(request, answeredId(payload));
      done(null, payload);
    });
    const writer = auditWriter(repo.appendAll, (error) =>
      app.log.error({ err: error }, 'writing the audit log failed'),
    );
    app.addHook('onResponse', (request, reply, done) => {
      const record = auditRecordOf(request, reply, created.get(request) ?? null);
      if (record) writer.add(record);
      done();
    });
    app.addHook('onClose', () => writer.drain());
  },
});
