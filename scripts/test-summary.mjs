// Adds up every runner's results into the one closing line of ./test.sh and sets its exit code.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? 'test-results';
let passed = 0;
let failed = 0;
let skipped = 0;

for (const file of readdirSync(dir).filter((f) => f.endsWith('.check'))) {
  if (readFileSync(path.join(dir, file), 'utf8').trim() === 'pass') passed++;
  else failed++;
}

const vitest = path.join(dir, 'vitest.json');
if (existsSync(vitest)) {
  const report = JSON.parse(readFileSync(vitest, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
  // A suite that failed to load has no failed tests but must still fail the run.
  failed += report.testResults.filter((r) => r.status === 'failed' && r.assertionResults.length === 0).length;
} else {
  console.error('vitest produced no report');
  failed++;
}

const playwright = path.join(dir, 'playwright.json');
if (existsSync(playwright)) {
  const { stats, errors } = JSON.parse(readFileSync(playwright, 'utf8'));
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected + (errors?.length ?? 0);
  skipped += stats.skipped;
} else {
  console.error('playwright produced no report');
  failed++;
}

console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
