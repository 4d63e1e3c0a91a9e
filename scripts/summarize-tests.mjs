// Adds up the JSON reports of every vitest run into one closing line, names the steps that
// failed outside vitest (given as arguments), and exits non-zero when anything failed.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

const [dir, ...failedSteps] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;
const files = (await readdir(dir).catch(() => [])).filter((f) => f.endsWith('.json')).sort();
console.log('\n== Summary');
for (const file of files) {
  const report = JSON.parse(await readFile(path.join(dir, file), 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  const broken = report.numFailedTestSuites > 0 && report.numFailedTests === 0 ? ' (a test file failed to load)' : '';
  console.log(
    `${file.replace('.json', '').padEnd(14)} ${report.numPassedTests} passed, ${report.numFailedTests} failed${broken}`,
  );
}
console.log(`Total: ${passed} passed, ${failed} failed, ${skipped} skipped`);
if (failedSteps.length > 0) console.log(`Failed steps: ${failedSteps.join(', ')}`);
process.exit(failed > 0 || failedSteps.length > 0 ? 1 : 0);
