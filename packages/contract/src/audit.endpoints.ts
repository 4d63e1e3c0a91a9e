import { z } from 'zod';
import { auditEntrySchema, auditQuerySchema } from './audit.js';
import { pageOf } from './common.js';
import { type Endpoint, endpoint } from './endpoint.js';
import { readRight } from './read-rights.js';

export const auditEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/audit-log',
    tag: 'audit-log',
    summary: 'A page of the audit log, newest first; by user, model, item and day (in `tz`)',
    permission: readRight('AuditLog'),
    query: auditQuerySchema,
    data: pageOf(auditEntrySchema),
  }),
  export: endpoint({
    method: 'GET',
    path: '/audit-log/export',
    tag: 'audit-log',
    summary:
      'The rows the same filters select, newest first, as a CSV file (RFC 4180, cells a spreadsheet would run defused), at most 100,000; named audit-log-YYYY-MM-DD.csv by the day in `tz`',
    permission: readRight('AuditLog'),
    query: auditQuerySchema,
    data: z.string().describe('CSV: a header row, then one row per entry, lines ended by CRLF'),
    download: 'text/csv',
  }),
} as const satisfies Record<string, Endpoint>;
