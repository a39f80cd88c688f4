// The faces the detector finds in a video file, as JSON on stdout: the browser tests check a
// rendered file's framing with it, without loading the detector into Playwright's runner.
//   npx tsx apps/server/test/support/faces-cli.ts FILE DURATION_MS INTERVAL_MS
import { detectFaces } from '../../src/modules/reframe/face-detection';

const [file, durationMs, intervalMs] = process.argv.slice(2);
if (!file || !durationMs || !intervalMs) throw new Error('Usage: faces-cli.ts FILE DURATION_MS INTERVAL_MS');
const samples = await detectFaces(file, { durationMs: Number(durationMs), intervalMs: Number(intervalMs) });
process.stdout.write(JSON.stringify(samples));
// The detector's process would keep this one alive.
process.exit(0);
