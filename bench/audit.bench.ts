/**
 * What the audit log costs a write (issue 15): content created and updated through the API, by
 * the product as shipped and by the same product without its audit module, side by side in one
 * run on one PostgreSQL database. Rounds alternate (with, without, with, without…) so a busy
 * moment of the machine falls on both. Printed: requests per second, p99 and the server's CPU per
 * request of each, and the ratio with / without (the goal is 0.9 or more).
 * Run: npm run bench:audit. BENCH_SECONDS (5 per round), BENCH_ROUNDS (3), BENCH_DATABASE_URL.
 */
import autocannon from 'autocannon';
import { temporaryPostgres } from './databases.js';
import { type Running, signIn, startProductFromSource } from './product.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

interface Round {
  rps: number;
  p99: number;
  cpu: number;
  errors: number;
}

/** autocannon at 10 connections: no two created titles are alike; updates go round the items. */
async function writes(server: Running, token: string, kind: 'create' | 'update', ids: string[]): Promise<Round> {
  const before = server.cpuMicros();
  let next = 0;
  const result = await autocannon({
    url: server.url,
    connections: 10,
    duration: SECONDS,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    // Each request's body is made for it (a fresh title, or the next item), with its own length.
    requests: [
      {
        method: kind === 'create' ? 'POST' : 'PATCH',
        setupRequest: (request) => {
          next++;
          return kind === 'create'
            ? {
                ...request,
                path: '/api/cms/create',
                body: JSON.stringify({ title: `Audit bench ${process.pid} ${next}` }),
              }
            : {
                ...request,
                path: `/api/cms/${ids[next % ids.length]}`,
                body: JSON.stringify({ description: `Changed ${next}` }),
              };
        },
      },
    ],
  });
  const used = server.cpuMicros() - before;
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    cpu: used / Math.max(1, result.requests.total),
    errors: result.non2xx + result.errors,
  };
}

const mean = (rounds: Round[], key: keyof Round) => rounds.reduce((sum, round) => sum + round[key], 0) / rounds.length;

async function main() {
  const { databaseUrl, drop } = await temporaryPostgres('masthead_audit_bench');
  const servers: Record<'with' | 'without', Running | null> = { with: null, without: null };
  try {
    servers.with = await startProductFromSource(databaseUrl);
    servers.without = await startProductFromSource(databaseUrl, ['audit']);
    const token = await signIn(servers.with.url);
    // Items to update: one per connection and more, so updates of one item rarely wait on each other.
    const ids: string[] = [];
    for (let i = 0; i < 200; i++) {
      const response = await fetch(`${servers.with.url}/api/cms/create`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ title: `Audit bench target ${i}` }),
      });
      ids.push(((await response.json()) as { data: { _id: string } }).data._id);
    }
    const results = {
      create: { with: [] as Round[], without: [] as Round[] },
      update: { with: [] as Round[], without: [] as Round[] },
    };
    // Warm both: the first requests load code and plan statements.
    for (const side of ['with', 'without'] as const) {
      await writes(servers[side] as Running, token, 'update', ids);
    }
    for (let round = 0; round < ROUNDS; round++) {
      for (const kind of ['create', 'update'] as const) {
        for (const side of round % 2 === 0 ? (['with', 'without'] as const) : (['without', 'with'] as const)) {
          results[kind][side].push(await writes(servers[side] as Running, token, kind, ids));
        }
      }
    }
    console.log(`Audit log cost: ${ROUNDS} rounds of ${SECONDS} s per side, 10 connections (PostgreSQL)`);
    for (const kind of ['create', 'update'] as const) {
      const line = (side: 'with' | 'without') => {
        const rounds = results[kind][side];
        return `${side.padEnd(7)} ${mean(rounds, 'rps').toFixed(0).padStart(5)} req/s p99 ${mean(rounds, 'p99').toFixed(0).padStart(4)} ms cpu ${mean(rounds, 'cpu').toFixed(0).padStart(5)} µs/req${mean(rounds, 'errors') ? ` errors ${mean(rounds, 'errors')}` : ''}`;
      };
      const ratio = mean(results[kind].with, 'rps') / mean(results[kind].without, 'rps');
      console.log(`  ${kind}: ${line('with')} | ${line('without')} | with / without ${ratio.toFixed(2)}×`);
    }
  } finally {
    await servers.with?.stop();
    await servers.without?.stop();
    await drop();
  }
}

await main();
