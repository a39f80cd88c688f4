import { afterEach, describe, expect, it, vi } from 'vitest';
import { MONTSERRAT, MY_FONT, sampleFonts } from '../../test-support/caption-style-fixtures';
import { cssFontFamily, cssString, forgetLoadedFonts, loadFont } from './font-loading';

const [montserrat, , custom] = sampleFonts();
if (!montserrat || !custom) throw new Error('fixtures changed');

/** A document of our own, so the test sees exactly what loadFont adds to it. */
function freshDocument() {
  const doc = document.implementation.createHTMLDocument('fonts');
  const added: FontFace[] = [];
  Object.defineProperty(doc, 'fonts', { value: { add: (face: FontFace) => added.push(face) } });
  return { doc, added };
}

describe('loadFont', () => {
  afterEach(() => {
    forgetLoadedFonts();
    vi.unstubAllGlobals();
  });

  it('links a google font’s stylesheet once, at its url', () => {
    const { doc } = freshDocument();
    loadFont(montserrat, doc);
    loadFont(montserrat, doc);
    const links = doc.head.querySelectorAll('link');
    expect(links).toHaveLength(1);
    expect(links[0]?.rel).toBe('stylesheet');
    expect(links[0]?.getAttribute('href')).toBe(
      `http://localhost/api/user/fonts/${MONTSERRAT}/stylesheet.css`,
    );
  });

  it('adds a custom font’s files as FontFaces under a family name made from its id', () => {
    const created: { family: string; source: string; weight: string | undefined }[] = [];
    vi.stubGlobal(
      'FontFace',
      class {
        constructor(family: string, source: string, descriptors: FontFaceDescriptors) {
          created.push({ family, source, weight: descriptors.weight });
        }
      },
    );
    const { doc, added } = freshDocument();
    loadFont(custom, doc);
    loadFont(custom, doc);
    expect(created).toEqual([
      {
        family: `captionist-font-${MY_FONT}`,
        source: `url("http://localhost/api/user/fonts/${MY_FONT}/files/400.ttf")`,
        weight: '400',
      },
    ]);
    expect(added).toHaveLength(1);
    expect(doc.head.querySelectorAll('link')).toHaveLength(0);
  });
});

describe('font names in CSS', () => {
  it('escapes everything that could end a CSS string or a style element', () => {
    const hostile = 'x"; } body { background:url(evil) } /* </style><script>\\';
    const css = cssString(hostile);
    expect(css.slice(1, -1)).not.toMatch(/["{}<>;*\\](?![0-9a-f]+ )/);
    expect(css).toBe(
      '"x\\22 \\3b  \\7d  body \\7b  background:url\\28 evil\\29  \\7d  /\\2a  \\3c /style\\3e \\3c script\\3e \\5c "',
    );
  });

  it('names every font by its id, so a caption font never stands in for the app’s own typeface', () => {
    expect(cssFontFamily(montserrat)).toBe(`"captionist-font-${MONTSERRAT}", sans-serif`);
    expect(cssFontFamily(custom)).toBe(`"captionist-font-${MY_FONT}", sans-serif`);
    expect(cssFontFamily(undefined)).toBe('sans-serif');
  });
});
