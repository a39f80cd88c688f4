// Fonts and templates as GET /user/fonts and /user/templates return them, for unit tests.
import { captionStyleSchema } from '@captionist/captions';
import type { Font, Template } from '@captionist/contracts';

export const MONTSERRAT = '11111111-1111-4111-8111-111111111111';
export const BANGERS = '22222222-2222-4222-8222-222222222222';
export const MY_FONT = '33333333-3333-4333-8333-333333333333';

const font = (overrides: Partial<Font>): Font => ({
  id: MONTSERRAT,
  created_at: '2026-01-01T00:00:00.000Z',
  default_weight: '800',
  font_family: 'Montserrat',
  is_system: true,
  name: 'Montserrat',
  type: 'google',
  url: `http://localhost/api/user/fonts/${MONTSERRAT}/stylesheet.css`,
  weight: '400,600,700,800,900',
  files: [400, 600, 700, 800, 900].map((weight) => ({
    weight,
    url: `http://localhost/api/user/fonts/${MONTSERRAT}/files/${weight}.woff2`,
    ass_family: 'Montserrat Thin',
    ass_bold: weight === 700,
  })),
  ...overrides,
});

export const sampleFonts = (): Font[] => [
  font({}),
  font({
    id: BANGERS,
    name: 'Bangers',
    font_family: 'Bangers',
    default_weight: '400',
    weight: '400',
    url: `http://localhost/api/user/fonts/${BANGERS}/stylesheet.css`,
    files: [
      {
        weight: 400,
        url: `http://localhost/api/user/fonts/${BANGERS}/files/400.woff2`,
        ass_family: 'Bangers',
        ass_bold: false,
      },
    ],
  }),
  font({
    id: MY_FONT,
    name: 'My "brand" font',
    font_family: 'My "brand" font',
    is_system: false,
    type: 'custom',
    default_weight: '400',
    weight: '400',
    url: `http://localhost/api/user/fonts/${MY_FONT}/files/400.ttf`,
    files: [
      {
        weight: 400,
        url: `http://localhost/api/user/fonts/${MY_FONT}/files/400.ttf`,
        ass_family: 'Brand',
        ass_bold: false,
      },
    ],
  }),
];

const template = (
  id: string,
  name: string,
  settings: object,
  overrides: Partial<Template> = {},
): Template => ({
  id,
  name,
  description: `${name} look`,
  settings: captionStyleSchema.parse(settings),
  is_default: false,
  is_system: true,
  ...overrides,
});

export const CLASSIC = 't-classic';
export const HORMOZI = 't-hormozi';
export const MINE = 't-mine';

export const sampleTemplates = (): Template[] => [
  template(CLASSIC, 'Classic', { font: MONTSERRAT }, { is_default: true }),
  template(HORMOZI, 'Hormozi', {
    font: BANGERS,
    fontWeight: 400,
    fontSize: 104,
    uppercase: true,
    fillColor: '#ffd400',
    multiAnimationStyle: 'highlight',
    wordsPerGroup: 2,
  }),
  template(
    MINE,
    'My look',
    { font: MY_FONT, primaryColor: '#00e676', fontWeight: 400 },
    { is_system: false },
  ),
];
