import { describe, expect, it } from 'vitest';
import type { AuditRecord } from './audit.repo.js';
import { auditWriter } from './audit-writer.js';

const record = (item: string): AuditRecord => ({
  userId: null,
  userName: 'someone',
  action: 'POST /x',
  model: 'x',
  item,
  ip: '127.0.0.1',
  status: 200,
  fields: [],
});

describe('the audit writer', () => {
  it('writes the rows of one turn together, the rows that come meanwhile next, and loses none', async () => {
    const batches: string[][] = [];
    let release: () => void = () => {};
    const writer = auditWriter(
      async (records) => {
        batches.push(records.map((r) => r.item ?? ''));
        if (batches.length === 1) await new Promise<void>((resolve) => (release = resolve));
      },
      () => {},
    );
    writer.add(record('a'));
    writer.add(record('b'));
    await new Promise((resolve) => setImmediate(resolve));
    // The first batch is being written: these wait for the next.
    writer.add(record('c'));
    writer.add(record('d'));
    release();
    await writer.drain();
    expect(batches).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });

  it('goes on after a failed batch, saying what failed', async () => {
    const failures: unknown[] = [];
    const written: string[] = [];
    let first = true;
    const writer = auditWriter(
      async (records) => {
        if (first) {
          first = false;
          throw new Error('database away');
        }
        written.push(...records.map((r) => r.item ?? ''));
      },
      (error) => failures.push(error),
    );
    writer.add(record('lost'));
    await writer.drain();
    writer.add(record('kept'));
    await writer.drain();
    expect(failures).toHaveLength(1);
    expect(written).toEqual(['kept']);
  });
});
