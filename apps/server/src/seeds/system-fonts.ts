// System fonts: caption-worthy families from Fontsource packages (OFL or Apache-2.0 licensed),
// static WOFF2 files of the latin subset, served by us: nothing is fetched from Google at run
// time. Weights are those each package really has among 400/600/700/800/900.
import { createRequire } from 'node:module';

export interface SystemFontSeed {
  /** Also the Fontsource package (`@fontsource/<slug>`) and its files' prefix. */
  slug: string;
  /** The public family name: CSS font-family and the font picker's label. */
  name: string;
  weights: number[];
  defaultWeight: number;
}

const ALL = [400, 600, 700, 800, 900];

export const systemFonts: SystemFontSeed[] = [
  { slug: 'montserrat', name: 'Montserrat', weights: ALL, defaultWeight: 800 },
  { slug: 'poppins', name: 'Poppins', weights: ALL, defaultWeight: 700 },
  { slug: 'inter', name: 'Inter', weights: ALL, defaultWeight: 700 },
  { slug: 'roboto', name: 'Roboto', weights: ALL, defaultWeight: 700 },
  { slug: 'open-sans', name: 'Open Sans', weights: [400, 600, 700, 800], defaultWeight: 700 },
  { slug: 'oswald', name: 'Oswald', weights: [400, 600, 700], defaultWeight: 700 },
  { slug: 'bebas-neue', name: 'Bebas Neue', weights: [400], defaultWeight: 400 },
  { slug: 'anton', name: 'Anton', weights: [400], defaultWeight: 400 },
  { slug: 'bangers', name: 'Bangers', weights: [400], defaultWeight: 400 },
  { slug: 'permanent-marker', name: 'Permanent Marker', weights: [400], defaultWeight: 400 },
  { slug: 'luckiest-guy', name: 'Luckiest Guy', weights: [400], defaultWeight: 400 },
  { slug: 'archivo-black', name: 'Archivo Black', weights: [400], defaultWeight: 400 },
  { slug: 'lilita-one', name: 'Lilita One', weights: [400], defaultWeight: 400 },
  { slug: 'lato', name: 'Lato', weights: [400, 700, 900], defaultWeight: 700 },
  { slug: 'raleway', name: 'Raleway', weights: ALL, defaultWeight: 800 },
];

// The packages stay in node_modules (the server bundle keeps third-party packages external).
const require = createRequire(import.meta.url);

/** The shipped file of one weight of a system font. */
export const systemFontFile = (slug: string, weight: number): string =>
  require.resolve(`@fontsource/${slug}/files/${slug}-latin-${weight}-normal.woff2`);

export const systemFontKey = (slug: string, weight: number) => `system/fonts/${slug}-${weight}.woff2`;
