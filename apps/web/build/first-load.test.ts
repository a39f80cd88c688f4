// The built web app (apps/web/dist; ./test.sh builds it before the tests run): what a first visit to
// /login downloads, and the compressed copies the server sends (docs/web-assets.md).
import { existsSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { planApi, projectApi, userApi } from '@captionist/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ENTRY,
  FIRST_VISIT_READS,
  FIRST_VISIT_ROUTES,
  initialFiles,
  readManifest,
  SIGNED_OUT_PAGES,
  servedSizes,
  staticChunks,
} from './route-files';

const dist = path.resolve(import.meta.dirname, '../dist');
const LOGIN_BUDGET_BYTES = 150 * 1024;

beforeAll(() => {
  if (!existsSync(path.join(dist, '.vite/manifest.json')))
    throw new Error(`No web build with a manifest in ${dist}: run npm run build -w @captionist/web`);
});

describe('the web build', () => {
  it('has a brotli and a gzip copy next to every script, stylesheet and WebAssembly file', async () => {
    const files = await readdir(path.join(dist, 'assets'));
    const compressible = files.filter((file) => /\.(js|css|wasm)$/.test(file));
    const missing: string[] = [];
    for (const file of compressible) {
      // Below 1 KiB a copy is not worth its headers (build/precompress.ts).
      if ((await stat(path.join(dist, 'assets', file))).size < 1024) continue;
      for (const copy of [`${file}.br`, `${file}.gz`]) if (!files.includes(copy)) missing.push(copy);
    }
    expect(compressible.filter((file) => file.endsWith('.wasm')).length).toBeGreaterThan(0);
    expect(missing).toEqual([]);
  });

  it("keeps the signed-in frame's libraries (build/chunk-groups.ts) off every signed-out page", async () => {
    const manifest = await readManifest(dist);
    const loading = SIGNED_OUT_PAGES.filter((page) =>
      [...staticChunks(manifest, [ENTRY, page]).values()].some((chunk) => chunk.name === 'signed-in'),
    );
    expect(loading).toEqual([]);
    expect(Object.values(manifest).some((chunk) => chunk.name === 'signed-in')).toBe(true);
  });

  it("preloads the session check's own route", async () => {
    const html = await readFile(path.join(dist, 'index.html'), 'utf8');
    const preloaded = /<link rel="preload" href="([^"]+)" as="fetch"/.exec(html)?.[1];
    expect(preloaded).toBe(`/api${userApi.session.path}`);
  });

  it("preloads the dashboard's first reads, before the stylesheets hold the inline script back", async () => {
    const expected = [planApi.plan, planApi.features, projectApi.list].map((route) => {
      expect(route.method).toBe('GET');
      return `/api${route.path}`;
    });
    expect([...FIRST_VISIT_READS['/dashboard']].sort()).toEqual(expected.sort());
    const html = await readFile(path.join(dist, 'index.html'), 'utf8');
    const script = html.indexOf('"/dashboard":["/api/');
    expect(script).toBeGreaterThan(-1);
    for (const url of expected) expect(html.indexOf(`"${url}"`, script)).toBeGreaterThan(script);
    expect(html.indexOf('<link rel="stylesheet"')).toBeGreaterThan(script);
  });

  describe('a first visit to /login', () => {
    const loginChunks = async () => [
      ...staticChunks(await readManifest(dist), [ENTRY, ...FIRST_VISIT_ROUTES['/login']]).values(),
    ];

    it('loads none of the editor: its pages, jassub, its worker and its WebAssembly', async () => {
      const chunks = await loginChunks();
      expect(
        chunks.map((chunk) => chunk.src).filter((src) => src?.startsWith('src/features/editor/')),
      ).toEqual([]);
      const assets = chunks.flatMap((chunk) => chunk.assets ?? []);
      expect(assets.filter((asset) => /\.wasm$|jassub|worker/.test(asset))).toEqual([]);
      const editor = await readManifest(dist).then((manifest) =>
        staticChunks(manifest, ['src/features/editor/VideoEditorPage.tsx']),
      );
      // The check above means something only while the editor's chunks do list jassub's files.
      expect(
        [...editor.values()].flatMap((chunk) => chunk.assets ?? []).some((a) => a.endsWith('.wasm')),
      ).toBe(true);
    });

    it('loads neither zod nor axios: the page makes its one call with fetch and parses nothing', async () => {
      const files = (await loginChunks()).map((chunk) => chunk.file);
      const code = await Promise.all(files.map((file) => readFile(path.join(dist, file), 'utf8')));
      // Names both libraries give their errors, kept as strings by the minifier.
      const holding = (name: string) => files.filter((_, index) => code[index]?.includes(name));
      expect(holding('ZodError')).toEqual([]);
      expect(holding('AxiosError')).toEqual([]);
    });

    it('stays within 150 KiB of scripts and stylesheets as sent (brotli)', async () => {
      const files = initialFiles(await readManifest(dist), FIRST_VISIT_ROUTES['/login']);
      expect((await servedSizes(dist, files)).brotli).toBeLessThanOrEqual(LOGIN_BUDGET_BYTES);
    });
  });
});
