import { mkdir, readdir, rm } from 'node:fs/promises';
import autocannon from 'autocannon';
import { signedInCookie, startBuiltProduct, stopBuiltProduct } from '../built-product';

const dir = '/tmp/prof';
await rm(dir, { recursive: true, force: true });
await mkdir(dir);
process.env.NODE_OPTIONS = `--cpu-prof --cpu-prof-dir=${dir}`;
const product = await startBuiltProduct('prof', '/work/main/apps/web/dist');
delete process.env.NODE_OPTIONS;
const cookie = await signedInCookie(product);
const path = process.argv[2] ?? '/api/user/projects';
const r = await autocannon({
  url: `${product.baseUrl}${path}`,
  connections: 100,
  duration: 8,
  headers: { cookie },
});
console.log(
  path,
  'req/s',
  r.requests.average,
  'p50',
  r.latency.p50,
  'p99',
  r.latency.p99,
  'errors',
  r.errors,
  'non2xx',
  r.non2xx,
);
await stopBuiltProduct(product);
console.log(await readdir(dir));
