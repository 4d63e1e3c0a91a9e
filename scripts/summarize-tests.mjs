// Adds up the JSON reports of every vitest run into one closing line.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of (await readdir(dir)).filter((f) => f.endsWith('.json'))) {
  const report = JSON.parse(await readFile(path.join(dir, file), 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  console.log(
    `${file.replace('.json', '').padEnd(14)} ${report.numPassedTests} passed, ${report.numFailedTests} failed`,
  );
}
console.log(`Total: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
