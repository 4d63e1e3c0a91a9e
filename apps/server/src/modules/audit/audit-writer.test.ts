import { describe, expect, it } from 'vitest';
import type { AuditRecord } from './audit.repo.js';
import { auditWriter } from './audit-writer.js';

const record = (item: string): AuditRecord => ({
  userId: null,
  userName: 'someone',
  summary: 'Did something',
  action: 'POST /x',
  model: 'x',
  item,
  ip: '127.0.0.1',
  status: 200,
  fields: [],
});

describe('the audit writer', () => {
  it('writes the rows of one turn in one INSERT, those handed in meanwhile in the next, each caller waiting for its own', async () => {
    const batches: string[][] = [];
    let release: () => void = () => {};
    const writer = auditWriter(async (records) => {
      batches.push(records.map((r) => r.item ?? ''));
      if (batches.length === 1) await new Promise<void>((resolve) => (release = resolve));
    });
    const settled: string[] = [];
    const first = [writer.add([record('a')]), writer.add([record('b'), record('b2')])].map((done, i) =>
      done.then(() => settled.push(i === 0 ? 'a' : 'b')),
    );
    await new Promise((resolve) => setImmediate(resolve));
    // The first INSERT is running: nobody is told their row is stored yet, and these wait for the next.
    const second = [writer.add([record('c')]), writer.add([record('d')])].map((done, i) =>
      done.then(() => settled.push(i === 0 ? 'c' : 'd')),
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toEqual([]);
    release();
    await Promise.all([...first, ...second]);
    expect(batches).toEqual([
      ['a', 'b', 'b2'],
      ['c', 'd'],
    ]);
    expect(settled).toEqual(['a', 'b', 'c', 'd']);
  });

  it('keeps the rows of one call together when a batch is full', async () => {
    const batches: number[] = [];
    const writer = auditWriter(async (records) => {
      batches.push(records.length);
    }, 3);
    await Promise.all([
      writer.add([record('a'), record('a')]),
      writer.add([record('b'), record('b')]),
      writer.add([record('c')]),
    ]);
    expect(batches).toEqual([2, 3]);
  });

  it('fails the callers of a failed INSERT, and goes on with the next', async () => {
    const written: string[] = [];
    let first = true;
    const writer = auditWriter(async (records) => {
      if (first) {
        first = false;
        throw new Error('database away');
      }
      written.push(...records.map((r) => r.item ?? ''));
    });
    await expect(writer.add([record('lost')])).rejects.toThrow('database away');
    await writer.add([record('kept')]);
    await writer.drain();
    expect(written).toEqual(['kept']);
  });
});
