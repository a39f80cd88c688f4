// Starts downloading the opened page's own chunks together with the app's, instead of after the
// app's code has run and asked the router for them: a first visit to a landing page saves a round
// trip and a script evaluation. index.html gets a small inline script that adds the preload links
// for the page at `location.pathname`, and for the API reads the page starts with (the server
// hashes inline scripts into its CSP).
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { XSRF_COOKIE_NAME } from '../src/lib/xsrf-cookie';

/** Page paths and the route modules (relative to the web app's root) a visit to each loads lazily. */
export type RoutePreloads = Record<string, readonly string[]>;

/** Page paths and the API URLs a visit to each reads first. */
export type ReadPreloads = Record<string, readonly string[]>;

export function routePreload(routes: RoutePreloads, reads: ReadPreloads): Plugin {
  let root = '';
  return {
    name: 'captionist-route-preload',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return;
        const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
        const entry = chunks.find((chunk) => chunk.isEntry);
        if (!entry) return;
        const inEntry = staticFiles(bundle, [entry]);
        const files = Object.fromEntries(
          Object.entries(routes).map(([page, modules]) => {
            const routeChunks = modules.map((module) => {
              const chunk = chunks.find((c) => c.facadeModuleId === path.resolve(root, module));
              if (!chunk) throw new Error(`route-preload: no chunk for ${module}`);
              return chunk;
            });
            return [page, staticFiles(bundle, routeChunks).filter((file) => !inEntry.includes(file))];
          }),
        );
        // Before the stylesheets: a parser-inserted script waits for every stylesheet above it, and
        // the page's chunks would start a round trip later.
        const script = `<script>${preloadScript(files, reads)}</script>\n    `;
        const stylesheet = html.indexOf('<link rel="stylesheet"');
        if (stylesheet === -1) return html.replace('</head>', `${script}</head>`);
        return html.slice(0, stylesheet) + script + html.slice(stylesheet);
      },
    },
  };
}

/** The JS and CSS files of `start` and of every chunk they import statically. */
function staticFiles(bundle: Rolldown.OutputBundle, start: Rolldown.OutputChunk[]): string[] {
  const files = new Set<string>();
  const visit = (chunk: Rolldown.OutputChunk) => {
    if (files.has(chunk.fileName)) return;
    files.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    for (const imported of chunk.imports) {
      const next = bundle[imported];
      if (next?.type === 'chunk') visit(next);
    }
  };
  for (const chunk of start) visit(chunk);
  return [...files];
}

// A read is preloaded as the app's API client asks for it (same URL, CORS mode, credentials
// included: lib/api-client.ts), or the browser would not use the preloaded answer. The reads are a
// signed-in user's, so they are preloaded only with a session's XSRF cookie (a guest's is signed,
// so it holds a dot): a signed-out visit would get only 401s, each logged as a failed request.
function preloadScript(files: Record<string, string[]>, reads: ReadPreloads): string {
  return `(() => {
  const session = /(?:^|; )${XSRF_COOKIE_NAME}=[^;.]+(?:;|$)/.test(document.cookie);
  const add = (href, rel, as, crossOrigin) => {
    const link = document.createElement('link');
    link.rel = rel;
    if (as) link.as = as;
    link.crossOrigin = crossOrigin;
    link.href = href;
    document.head.append(link);
  };
  for (const url of session ? (${JSON.stringify(reads)}[location.pathname] ?? []) : []) add(url, 'preload', 'fetch', 'use-credentials');
  for (const file of ${JSON.stringify(files)}[location.pathname] ?? []) {
    const css = file.endsWith('.css');
    add('/' + file, css ? 'preload' : 'modulepreload', css ? 'style' : undefined, '');
  }
})();`;
}
