// How the build groups modules into chunks beyond what each lazily loaded page imports (see
// docs/web-assets.md). Everything not named here is split by rolldown itself, page by page, so a
// first visit loads only the libraries its page uses: the editor's, the dashboard's menus and modals,
// zod and the API contracts come with the pages that need them.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Rolldown } from 'vite';
import { FIRST_VISIT_ROUTES, SIGNED_OUT_PAGES } from './route-files';

// The Mantine components of the signed-out pages (log in, sign up, password reset), which nearly
// every other page renders too. One file instead of a dozen small ones saves a first visit many
// requests. Each component's stylesheet comes along (build/mantine-component-styles.ts).
const BASE_COMPONENTS = [
  'ActionIcon',
  'Alert',
  'Anchor',
  'Button',
  'Center',
  'CloseButton',
  'Divider',
  'Group',
  'InlineInput',
  'Input',
  'InputBase',
  'Loader',
  'Paper',
  'PasswordInput',
  'SimpleGrid',
  'Stack',
  'Text',
  'TextInput',
  'Title',
  'Transition',
  'UnstyledButton',
].join('|');

const mantineBase = new RegExp(
  String.raw`node_modules[\\/](clsx|klona|fast-deep-equal|@mantine[\\/](form|hooks|store)[\\/]|@mantine[\\/]core[\\/](esm[\\/]core[\\/]|esm[\\/]utils[\\/](InlineInput|InputsGroupFieldset)[\\/]|esm[\\/]components[\\/]Checkbox[\\/]CheckIcon\.mjs|esm[\\/]components[\\/](${BASE_COMPONENTS})[\\/]|styles[\\/](${BASE_COMPONENTS})\.css))`,
);

// The libraries of the signed-in frame (app shell, menus, tooltips, modals) and of the pages under
// it: one file for every signed-in page, none of it loaded by the signed-out ones.
const SIGNED_IN_COMPONENTS = [
  'Accordion',
  'AppShell',
  'AspectRatio',
  'Avatar',
  'Badge',
  'Burger',
  'Card',
  'Collapse',
  'Container',
  'EmptyState',
  'FocusTrap',
  'Menu',
  'Modal',
  'ModalBase',
  'NavLink',
  'Overlay',
  'Popover',
  'Portal',
  'Progress',
  'Radio',
  'ScrollArea',
  'Skeleton',
  'Switch',
  'Tooltip',
  'VisuallyHidden',
].join('|');

const signedInLibraries = new RegExp(
  String.raw`node_modules[\\/]((@floating-ui|react-remove-scroll|react-remove-scroll-bar|use-sidecar|use-callback-ref|react-style-singleton|get-nonce|tslib)[\\/]|@mantine[\\/]core[\\/](esm[\\/]utils[\\/]Floating[\\/]|esm[\\/]components[\\/](${SIGNED_IN_COMPONENTS})[\\/]|styles[\\/](${SIGNED_IN_COMPONENTS})\.css))`,
);

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const absolute = (modules: readonly string[]) => modules.map((module) => path.resolve(webRoot, module));
const ENTRY_MODULE = absolute(['src/main.tsx']);
const LOGIN_MODULES = absolute(FIRST_VISIT_ROUTES['/login']);
const SIGNED_OUT_MODULES = absolute(SIGNED_OUT_PAGES);
const SIGNED_IN_MODULES = absolute(FIRST_VISIT_ROUTES['/dashboard']);

/**
 * Besides the libraries named above, the modules a first visit to /login needs beyond the app's
 * entry go into `ui`, and those a first visit to /dashboard needs beyond what any signed-out page
 * does into `signed-in`, so each visit loads a handful of files instead of dozens of kilobyte-sized
 * ones (over HTTP/1.1 each costs a round trip on one of six connections). Found by walking the
 * static imports from the pages (the modules' graph, once per build); a module something imports
 * lazily stays in its own chunk, as a lazy page must. What the other pages share is left to
 * rolldown.
 */
function firstVisitGroups(ctx: Rolldown.ChunkingContext) {
  const reachable = (start: string[], stop: Set<string> = new Set()) => {
    const seen = new Set<string>();
    const visit = (id: string) => {
      if (seen.has(id) || stop.has(id)) return;
      seen.add(id);
      for (const imported of ctx.getModuleInfo(id)?.importedIds ?? []) visit(imported);
    };
    for (const id of start) visit(id);
    return seen;
  };
  const entry = reachable(ENTRY_MODULE);
  const signedOut = reachable(SIGNED_OUT_MODULES, entry);
  return {
    login: reachable(LOGIN_MODULES, entry),
    signedIn: reachable(SIGNED_IN_MODULES, new Set([...entry, ...signedOut])),
  };
}

let groupsOfThisBuild:
  | { ctx: Rolldown.ChunkingContext; groups: ReturnType<typeof firstVisitGroups> }
  | undefined;

function inFirstVisit(visit: 'login' | 'signedIn', id: string, ctx: Rolldown.ChunkingContext): boolean {
  if (groupsOfThisBuild?.ctx !== ctx) groupsOfThisBuild = { ctx, groups: firstVisitGroups(ctx) };
  if (ctx.getModuleInfo(id)?.dynamicImporters.length) return false;
  return groupsOfThisBuild.groups[visit].has(id);
}

export const chunkGroups: Rolldown.CodeSplittingGroup[] = [
  // Needed by every page and updated rarely: cached across deploys of our own code.
  {
    name: 'react',
    test: /node_modules[\\/](react|react-dom|react-router|scheduler|@tanstack[\\/](react-query|query-core))[\\/]/,
    priority: 2,
  },
  {
    name: (id, ctx) => (mantineBase.test(id) || inFirstVisit('login', id, ctx) ? 'ui' : null),
    priority: 1,
  },
  {
    name: (id, ctx) => (signedInLibraries.test(id) || inFirstVisit('signedIn', id, ctx) ? 'signed-in' : null),
    priority: 1,
  },
];
