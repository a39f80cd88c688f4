// The SDK's generated file from an OpenAPI document: its TypeScript types (openapi-typescript,
// formatted by the repository's Biome so that they are committed as is). The document itself is
// not kept: every server serves it at /api/docs.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';

export const SDK_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const REPO_ROOT = path.resolve(SDK_DIR, '../..');

/** Paths below packages/sdk, and their contents. */
export type SdkFiles = Record<'src/openapi.ts', string>;

export async function renderSdkFiles(document: Record<string, unknown>): Promise<SdkFiles> {
  const types = COMMENT_HEADER + astToString(await openapiTS(document as never, { silent: true }));
  return {
    'src/openapi.ts': formatTypeScript('src/openapi.ts', types),
  };
}

function formatTypeScript(file: string, text: string): string {
  const biome = path.join(REPO_ROOT, 'node_modules/.bin/biome');
  return execFileSync(biome, ['format', `--stdin-file-path=${path.join(SDK_DIR, file)}`], {
    cwd: REPO_ROOT,
    input: text,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
}
