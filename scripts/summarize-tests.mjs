// Adds up the JSON reports of every vitest run into one closing line, names the steps that
// failed outside vitest (given as arguments), and exits non-zero when anything failed.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

const [dir, ...failedSteps] = process.argv.slice(2);
let passed = 0;
let failed = 0;
let skipped = 0;
/** Each failed test by file and name with the first line of its error: the closing lines say what broke. */
const failures = [];
const files = (await readdir(dir).catch(() => [])).filter((f) => f.endsWith('.json')).sort();
console.log('\n== Summary');
for (const file of files) {
  const report = JSON.parse(await readFile(path.join(dir, file), 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  for (const suite of report.testResults ?? []) {
    const where = path.relative(process.cwd(), suite.name);
    if (suite.status === 'failed' && (suite.assertionResults ?? []).length === 0) {
      failures.push(`${file.replace('.json', '')}: ${where}: ${String(suite.message ?? '').split('\n')[0]}`);
    }
    for (const test of suite.assertionResults ?? []) {
      if (test.status !== 'failed') continue;
      const why = String(test.failureMessages?.[0] ?? '')
        .split('\n')[0]
        .slice(0, 300);
      failures.push(`${file.replace('.json', '')}: ${where} > ${test.fullName}\n    ${why}`);
    }
  }
  const broken = report.numFailedTestSuites > 0 && report.numFailedTests === 0 ? ' (a test file failed to load)' : '';
  console.log(
    `${file.replace('.json', '').padEnd(14)} ${report.numPassedTests} passed, ${report.numFailedTests} failed${broken}`,
  );
}
if (failures.length > 0) console.log(`Failed tests:\n  ${failures.join('\n  ')}`);
console.log(`Total: ${passed} passed, ${failed} failed, ${skipped} skipped`);
if (failedSteps.length > 0) console.log(`Failed steps: ${failedSteps.join(', ')}`);
process.exit(failed > 0 || failedSteps.length > 0 ? 1 : 0);
