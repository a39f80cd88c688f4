// How the build groups modules into chunks beyond what each lazily loaded page imports (see
// docs/web-assets.md). Everything not named here is split by rolldown itself, page by page, so a
// first visit loads only the libraries its page uses: the editor's, the dashboard's menus and modals,
// zod and the API contracts come with the pages that need them.
import type { Rolldown } from 'vite';

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

export const chunkGroups: Rolldown.CodeSplittingGroup[] = [
  // Needed by every page and updated rarely: cached across deploys of our own code.
  { name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 2 },
  { name: 'ui', test: mantineBase, priority: 1 },
  { name: 'signed-in', test: signedInLibraries, priority: 1 },
];
