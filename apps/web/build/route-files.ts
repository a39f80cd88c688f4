/// <reference types="node" />
// Which built files a first visit to a page downloads before it shows: the entry chunk, the page's
// route chunks, and every chunk and stylesheet they import statically, read from Vite's build
// manifest. Dynamic imports are left out: they load later, when something asks for them.
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Manifest, ManifestChunk } from 'vite';

/** The HTML entry's key in the manifest. */
export const ENTRY = 'index.html';

/** The lazily loaded route modules (src/app/lazy-pages.ts) a first visit to a page needs. */
export const FIRST_VISIT_ROUTES = {
  '/login': ['src/features/auth/LoginPage.tsx'],
  '/dashboard': ['src/features/shell/SignedInShell.tsx', 'src/features/dashboard/DashboardPage.tsx'],
} as const;

/** The pages a signed-out visitor sees: none of them may load the signed-in frame's chunk. */
export const SIGNED_OUT_PAGES = [
  'src/features/auth/LoginPage.tsx',
  'src/features/auth/SignupPage.tsx',
  'src/features/auth/ForgotPasswordPage.tsx',
  'src/features/auth/ResetPasswordPage.tsx',
  'src/features/auth/EmailVerifyPage.tsx',
] as const;

/**
 * The API reads a first visit to a page starts with, besides the session check (index.html): the
 * page's inline script preloads them, so they are under way while the scripts download instead of
 * after they have run. They must be the very URLs the page asks for (build/first-load.test.ts
 * checks them against the contracts); a visitor who turns out signed out gets 401s, nothing else.
 */
export const FIRST_VISIT_READS = {
  '/dashboard': ['/api/user/plan', '/api/user/features', '/api/user/projects'],
} as const;

export async function readManifest(distDir: string): Promise<Manifest> {
  return JSON.parse(await readFile(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** The chunks reachable from `keys` through static imports, the starting ones included. */
export function staticChunks(manifest: Manifest, keys: string[]): Map<string, ManifestChunk> {
  const reached = new Map<string, ManifestChunk>();
  const visit = (key: string) => {
    if (reached.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no chunk "${key}".`);
    reached.set(key, chunk);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return reached;
}

/** The JavaScript and CSS files (relative to dist) a first visit to the given route modules loads. */
export function initialFiles(manifest: Manifest, routeModules: readonly string[]): string[] {
  const files = new Set<string>();
  for (const chunk of staticChunks(manifest, [ENTRY, ...routeModules]).values()) {
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
  }
  return [...files];
}

export interface FileSizes {
  raw: number;
  brotli: number;
  gzip: number;
}

/** Bytes on disk and as sent precompressed (a file without a smaller copy is sent as it is). */
export async function servedSizes(distDir: string, files: string[]): Promise<FileSizes> {
  const total: FileSizes = { raw: 0, brotli: 0, gzip: 0 };
  for (const file of files) {
    const full = path.join(distDir, file);
    const raw = (await stat(full)).size;
    total.raw += raw;
    total.brotli += await sizeOr(`${full}.br`, raw);
    total.gzip += await sizeOr(`${full}.gz`, raw);
  }
  return total;
}

async function sizeOr(file: string, fallback: number): Promise<number> {
  return stat(file).then(
    (found) => found.size,
    () => fallback,
  );
}
