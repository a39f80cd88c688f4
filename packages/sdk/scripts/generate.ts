// npm run generate -w @captionist/sdk: writes src/openapi.ts from the server's routes as they are
// now (apps/server/src/openapi-snapshot.ts). Commit it; a server test fails while it is stale.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildOpenApiDocument } from '../../../apps/server/src/openapi-snapshot';
import { renderSdkFiles, SDK_DIR } from './sdk-files';

const files = await renderSdkFiles(await buildOpenApiDocument());
for (const [file, text] of Object.entries(files)) {
  await writeFile(path.join(SDK_DIR, file), text);
  console.log(`wrote packages/sdk/${file}`);
}
