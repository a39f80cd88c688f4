/// <reference types="node" />
// Mantine's `@mantine/core/styles.css` holds the styles of every component (250 kB). In the build
// it stands for its global part only, and each component's own stylesheet is imported by the
// module that holds the component's class names, so a chunk carries the CSS of exactly the
// components it renders, in the order Mantine's own imports give. The dev server keeps the whole
// file (its pre-bundled @mantine/core never passes through this plugin's transform).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);

// What styles.css has besides the components (https://mantine.dev/styles/global-styles).
const GLOBAL_STYLES = ['baseline', 'default-css-variables', 'global'];
const WHOLE_STYLESHEET = /[\\/]@mantine[\\/]core[\\/]styles\.css$/;
// `Button.module.mjs` is Button.module.css compiled to its class names; styles/Button.css is its CSS.
const COMPONENT_CLASSES = /[\\/]@mantine[\\/]core[\\/]esm[\\/].*[\\/]([A-Za-z]+)\.module\.mjs$/;

export function mantineComponentStyles(): Plugin {
  return {
    name: 'captionist-mantine-component-styles',
    apply: 'build',
    async load(id) {
      if (!WHOLE_STYLESHEET.test(id)) return null;
      const parts = await Promise.all(
        GLOBAL_STYLES.map((name) => readFile(require.resolve(`@mantine/core/styles/${name}.css`), 'utf8')),
      );
      return parts.join('\n');
    },
    transform(code, id) {
      const component = COMPONENT_CLASSES.exec(id)?.[1];
      if (!component) return null;
      return { code: `import '@mantine/core/styles/${component}.css';\n${code}`, map: null };
    },
  };
}
