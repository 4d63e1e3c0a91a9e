// Prints the browser-flow files of shard <index> of <count>, one per line. Each shard runs in its
// own vitest process with its own product and Chromium, so the flows (waiting on the browser more
// than working) overlap. Files are dealt longest first to the shard with the least time so far,
// by the seconds each took alone (e2e/durations.json, measured; a file it does not name counts 20 s).
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

const [index, count] = process.argv.slice(2).map(Number);
if (!(count >= 1 && index >= 1 && index <= count)) {
  console.error('usage: node scripts/e2e-shard.mjs <index> <count>');
  process.exit(2);
}
const root = path.join(import.meta.dirname, '..', 'e2e');
const seconds = JSON.parse(await readFile(path.join(root, 'durations.json'), 'utf8'));
const files = (await readdir(root)).filter((name) => name.endsWith('.e2e.ts'));
const longestFirst = files
  .map((name) => ({ name, cost: seconds[name] ?? 20 }))
  .sort((a, b) => b.cost - a.cost || a.name.localeCompare(b.name));
const shards = Array.from({ length: count }, () => ({ cost: 0, files: [] }));
for (const file of longestFirst) {
  const lightest = shards.reduce((least, shard) => (shard.cost < least.cost ? shard : least));
  lightest.cost += file.cost;
  lightest.files.push(file.name);
}
// Whole paths: vitest matches a bare name as a substring (editor.e2e.ts is in co-editor.e2e.ts).
console.log(shards[index - 1].files.map((name) => path.join(root, name)).join('\n'));
