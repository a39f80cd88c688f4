// Bundles the server into dist/main.js. Our own workspace packages are compiled in;
// third-party packages stay external and load from node_modules (PGlite needs its wasm files).
import { build } from 'esbuild';

const bundleOwnPackages = {
  name: 'externalise-node-modules',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@captionist/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

await build({
  // Worker threads load from files of their own (modules/reframe/face-detection.ts,
  // modules/transcription/subtitle-parse-thread.ts).
  entryPoints: [
    'src/main.ts',
    'src/admin/admin.ts',
    'src/modules/reframe/face-detector-worker.ts',
    'src/modules/transcription/subtitle-parse-worker.ts',
  ],
  outdir: 'dist',
  entryNames: '[name]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [bundleOwnPackages],
  logLevel: 'warning',
});
