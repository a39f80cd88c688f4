// First load as a phone user feels it: Lighthouse's mobile performance run (simulated slow 4G and
// a 4× slower CPU) on /login (signed out) and /dashboard (signed in) of the built product, served
// as ./start.sh serves it (`all`, embedded database, a temp data folder). Pages alternate, n ≥ 5;
// prints median and range of score, FCP, LCP, TBT and the JS+CSS bytes each page transferred,
// and what a first visit to /login downloads according to the build's manifest.
//
//   npm run build && npm run lighthouse -w @captionist/bench
//   LIGHTHOUSE_RUNS=7 CHROME_PATH=/usr/bin/chromium npm run lighthouse -w @captionist/bench
//
// BASELINE_WEB_DIST=/path/to/other/apps/web/dist serves another web build too (its own server, on
// the same built API), measured in the same rounds with sides alternated: on a busy machine a
// before/after comparison is only fair within one run.
//
// Lighthouse's timings are simulated from the page's trace, so they move far less with other load
// on the machine than wall time would; TBT moves most (it scales the CPU time really spent).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { FIRST_VISIT_ROUTES, initialFiles, readManifest, servedSizes } from '../apps/web/build/route-files';
import { type BuiltProduct, signedInCookie, startBuiltProduct, stopBuiltProduct } from './built-product';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const thisBuild = path.join(repoRoot, 'apps/web/dist');
const runs = Math.max(5, Number(process.env.LIGHTHOUSE_RUNS ?? 5));
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const KIB = 1024;
const LOGIN_BUDGET_KIB = 150;

interface Side {
  label: string;
  webDist: string;
  product?: BuiltProduct;
  cookie?: string;
  pages: Page[];
}

interface Page {
  path: keyof typeof FIRST_VISIT_ROUTES;
  target: number;
  signedIn: boolean;
  samples: Sample[];
}

interface Sample {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  jsCssBytes: number;
  /** Lighthouse's measure of this machine's CPU at the time: lower on a busy machine. */
  benchmarkIndex: number;
}

async function main() {
  const sides = [side('this build', thisBuild)];
  if (process.env.BASELINE_WEB_DIST)
    sides.push(side('baseline', path.resolve(process.env.BASELINE_WEB_DIST)));
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-dev-shm-usage'],
  });
  try {
    for (const current of sides) {
      current.product = await startBuiltProduct(current.label, current.webDist);
      current.cookie = await signedInCookie(current.product);
    }
    for (let run = 0; run < runs; run++) {
      const order = sides.flatMap((current) => current.pages.map((page) => ({ current, page })));
      for (const { current, page } of run % 2 ? order.reverse() : order) {
        const cookie = page.signedIn ? current.cookie : undefined;
        const sample = await measure(`${current.product?.baseUrl}${page.path}`, chrome.port, cookie);
        page.samples.push(sample);
        console.log(`run ${run + 1} ${current.label} ${page.path}: ${describeSample(sample)}`);
      }
    }
  } finally {
    chrome.kill();
    for (const { product } of sides) if (product) await stopBuiltProduct(product);
  }
  for (const current of sides) await report(current);
}

function side(label: string, webDist: string): Side {
  return {
    label,
    webDist,
    pages: [
      { path: '/login', target: 95, signedIn: false, samples: [] },
      { path: '/dashboard', target: 90, signedIn: true, samples: [] },
    ],
  };
}

async function report({ label, webDist, pages }: Side): Promise<void> {
  console.log(
    `\n${label} (${webDist}): Lighthouse mobile, ${runs} runs per page, alternated (median, range):`,
  );
  for (const page of pages) {
    const stat = (pick: (sample: Sample) => number, unit: string, scale = 1) => {
      const values = page.samples.map((sample) => pick(sample) / scale).sort((a, b) => a - b);
      const digits = scale === 1 ? 0 : 1;
      return `${median(values).toFixed(digits)}${unit} (${values[0]?.toFixed(digits)}–${values.at(-1)?.toFixed(digits)})`;
    };
    console.log(
      `  ${page.path.padEnd(11)} score ${stat((s) => s.score, '')}, FCP ${stat((s) => s.fcp, ' s', 1000)}, LCP ${stat((s) => s.lcp, ' s', 1000)}, TBT ${stat((s) => s.tbt, ' ms')}, JS+CSS ${stat((s) => s.jsCssBytes, ' KiB', KIB)}, CPU benchmark ${stat((s) => s.benchmarkIndex, '')}`,
    );
  }
  for (const page of pages) {
    const score = median(page.samples.map((sample) => sample.score));
    console.log(
      `  target: ${page.path} median score ≥ ${page.target}: ${score >= page.target ? 'met' : 'NOT met'}`,
    );
  }
  if (!existsSync(path.join(webDist, '.vite/manifest.json'))) {
    console.log('  (no build manifest: initial /login bytes unknown)');
    return;
  }
  const login = await servedSizes(
    webDist,
    initialFiles(await readManifest(webDist), FIRST_VISIT_ROUTES['/login']),
  );
  const compressed = Math.min(login.brotli, login.gzip) / KIB;
  console.log(
    `  /login initial JS+CSS from the build: ${kib(login.brotli)} KiB brotli, ${kib(login.gzip)} KiB gzip, ${kib(login.raw)} KiB raw`,
  );
  console.log(
    `  target: /login initial JS+CSS ≤ ${LOGIN_BUDGET_KIB} KiB compressed: ${compressed <= LOGIN_BUDGET_KIB ? 'met' : 'NOT met'}`,
  );
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

async function measure(url: string, port: number, cookie: string | undefined, attempt = 1): Promise<Sample> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    extraHeaders: cookie ? { Cookie: cookie } : null,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) {
    // Now and then the trace misses the navigation (NO_NAVSTART); Lighthouse's advice is to run again.
    if (attempt < 3) return measure(url, port, cookie, attempt + 1);
    throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  }
  // A signed-in page that bounced to /login (or the reverse) would measure the wrong page.
  const landed = new URL(lhr.finalDisplayedUrl).pathname;
  if (landed !== new URL(url).pathname) throw new Error(`${url} ended on ${landed}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const summary = lhr.audits['resource-summary']?.details;
  const items =
    summary && 'items' in summary ? (summary.items as { resourceType: string; transferSize: number }[]) : [];
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    jsCssBytes: items
      .filter((item) => item.resourceType === 'script' || item.resourceType === 'stylesheet')
      .reduce((total, item) => total + item.transferSize, 0),
  };
}

function describeSample({ score, fcp, lcp, tbt, jsCssBytes, benchmarkIndex }: Sample): string {
  return `score ${score}, FCP ${(fcp / 1000).toFixed(1)} s, LCP ${(lcp / 1000).toFixed(1)} s, TBT ${tbt.toFixed(0)} ms, JS+CSS ${kib(jsCssBytes)} KiB (CPU benchmark ${benchmarkIndex.toFixed(0)})`;
}

const kib = (bytes: number) => (bytes / KIB).toFixed(1);

main().catch((err) => {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
});
