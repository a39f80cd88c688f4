import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { captionStyleSchema } from '@captionist/captions';
import { customFontLimitMessage, type Font, fontMessages } from '@captionist/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { successReply } from '../../test-support/answer-api-with';
import { BANGERS, MONTSERRAT, MY_FONT, sampleFonts } from '../../test-support/caption-style-fixtures';
import { sampleVideoDetail } from '../../test-support/editor-fixtures';
import { freeFeatures } from '../../test-support/plan-fixtures';
import { forgetLoadedFonts } from '../caption-style';
import { answerStyleTab, openStyleTab } from './style-tab-test-api';

/** A stand-in storage that takes signed PUTs, as the real store does, and remembers them. */
interface StoredPut {
  url: string;
  contentType: string | undefined;
  bytes: number;
}
const stored: StoredPut[] = [];
let storage: Server;
let storageUrl = '';
beforeAll(async () => {
  storage = createServer((request, response) => {
    // The page and the store are different origins: the browser asks first.
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Access-Control-Allow-Methods', 'PUT');
    response.setHeader('Access-Control-Allow-Headers', 'Content-Type');
    response.setHeader('Access-Control-Expose-Headers', 'ETag');
    if (request.method !== 'PUT') return response.end();
    let bytes = 0;
    request.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
    });
    request.on('end', () => {
      stored.push({ url: request.url ?? '', contentType: request.headers['content-type'], bytes });
      response.setHeader('ETag', '"stored"');
      response.end();
    });
  });
  await new Promise<void>((resolve) => storage.listen(0, '127.0.0.1', resolve));
  storageUrl = `http://127.0.0.1:${(storage.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => storage.close(() => resolve())));

const NEW_FONT = '44444444-4444-4444-8444-444444444444';
const uploaded: Font = {
  ...(sampleFonts()[2] as Font),
  id: NEW_FONT,
  name: 'Grotesk Bold',
  font_family: 'Grotesk',
  default_weight: '700',
  weight: '700',
  url: `http://localhost/api/user/fonts/${NEW_FONT}/files/700.woff2`,
  files: [{ weight: 700, url: 'x', ass_family: 'Grotesk', ass_bold: true }],
};
const paidFeatures = { ...freeFeatures, custom_fonts: { enabled: true, limit: 20 } };
const video = sampleVideoDetail({ caption_settings: captionStyleSchema.parse({ font: MONTSERRAT }) });
const uploadTarget = () => ({
  upload_id: 'u-1.woff2',
  upload: { url: `${storageUrl}/put?sig=1`, method: 'PUT', headers: { 'Content-Type': 'font/woff2' } },
});
const pick = (file: File) => {
  const input = screen.getByTestId('custom-fonts').querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files: [file] } });
};
const fontFile = (name = 'Grotesk.woff2', size = 2048) => new File([new Uint8Array(size)], name);
const fontSelect = () => screen.getByLabelText('Font', { selector: 'input' }) as HTMLInputElement;
const planLoaded = (usage: string) =>
  waitFor(() => expect(screen.getByTestId('custom-font-usage').textContent).toBe(usage), { timeout: 3000 });

describe('custom fonts in the font picker', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stored.length = 0;
  });
  afterEach(() => {
    cleanup();
    localStorage.clear();
    forgetLoadedFonts();
    vi.restoreAllMocks();
  });

  it('on a plan without custom fonts, offers no upload and says why, with a link to the plan', async () => {
    answerStyleTab({}, { video });
    openStyleTab();
    const notice = await screen.findByTestId('font-plan-notice', {}, { timeout: 3000 });
    expect(notice.textContent).toContain(customFontLimitMessage(null, false));
    expect(within(notice).getByRole('link', { name: 'See your plan' }).getAttribute('href')).toBe('/my-plan');
    expect(screen.getByRole('button', { name: 'Upload a font' })).toHaveProperty('disabled', true);
  });

  it('uploads a font, adds it to the fonts, refetches them and draws the captions with it', async () => {
    let fonts = sampleFonts();
    const { calls, bodies, sentStyles } = answerStyleTab(
      {
        'GET /user/fonts': () => successReply(fonts),
        'POST /user/fonts/upload-url': () => ({
          status: 201,
          data: { status: 'success', data: uploadTarget() },
        }),
        'POST /user/fonts/confirm-upload': () => {
          fonts = [...fonts, uploaded];
          return { status: 201, data: { status: 'success', data: uploaded } };
        },
      },
      { video, features: paidFeatures },
    );
    openStyleTab();
    await planLoaded('1 of 20 fonts of your own');
    const file = fontFile();
    pick(file);
    await waitFor(() => expect(fontSelect().value).toBe('Grotesk Bold'));
    expect(bodies['POST /user/fonts/upload-url']).toEqual([
      { name: 'Grotesk.woff2', size: 2048, content_type: '' },
    ]);
    expect(stored).toEqual([{ url: '/put?sig=1', contentType: 'font/woff2', bytes: 2048 }]);
    expect(bodies['POST /user/fonts/confirm-upload']).toEqual([{ upload_id: 'u-1.woff2' }]);
    await waitFor(() => expect(calls.filter((call) => call === 'GET /user/fonts')).toHaveLength(2));
    await waitFor(() => expect(sentStyles().at(-1)).toMatchObject({ font: NEW_FONT, fontWeight: 700 }));
    const own = screen.getByRole('list', { name: 'Your fonts' });
    expect(
      within(own)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('p')?.textContent),
    ).toEqual(['My "brand" font', 'Grotesk Bold']);
    expect(screen.getByTestId('custom-font-usage').textContent).toBe('2 of 20 fonts of your own');
  });

  it.each([
    [403, { message: customFontLimitMessage(20, true) }, customFontLimitMessage(20, true)],
    [413, { message: fontMessages.tooLarge }, fontMessages.tooLarge],
    [
      422,
      { message: fontMessages.notAFont, errors: { upload_id: [fontMessages.notAFont] } },
      fontMessages.notAFont,
    ],
  ])(
    'shows the server’s reason under the control when it refuses the font (%i)',
    async (status, body, shown) => {
      const confirmRefused = status !== 403;
      answerStyleTab(
        {
          'POST /user/fonts/upload-url': confirmRefused
            ? { status: 201, data: { status: 'success', data: uploadTarget() } }
            : { status, data: { status: 'error', ...body } },
          'POST /user/fonts/confirm-upload': { status, data: { status: 'error', ...body } },
        },
        { video, features: paidFeatures },
      );
      openStyleTab();
      await planLoaded('1 of 20 fonts of your own');
      pick(fontFile('Fake.ttf'));
      expect((await screen.findByTestId('font-upload-error')).textContent).toBe(shown);
      expect(fontSelect().value).toBe('Montserrat');
      expect(screen.getByRole('button', { name: 'Upload a font' })).toHaveProperty('disabled', false);
    },
  );

  it('refuses a file that is not a font before sending anything', async () => {
    const { calls } = answerStyleTab({}, { video, features: paidFeatures });
    openStyleTab();
    await planLoaded('1 of 20 fonts of your own');
    pick(new File(['%PDF'], 'brochure.pdf', { type: 'application/pdf' }));
    expect((await screen.findByTestId('font-upload-error')).textContent).toBe(fontMessages.wrongType);
    expect(calls.some((call) => call.startsWith('POST /user/fonts'))).toBe(false);
  });

  it('deletes one of the user’s fonts after asking; captions in it fall back to the default font', async () => {
    let fonts = sampleFonts();
    const { calls, sentStyles } = answerStyleTab(
      {
        'GET /user/fonts': () => successReply(fonts),
        [`DELETE /user/fonts/${MY_FONT}`]: () => {
          fonts = fonts.filter((font) => font.id !== MY_FONT);
          return successReply({ message: 'The font was deleted.' });
        },
      },
      { video: sampleVideoDetail({ caption_settings: captionStyleSchema.parse({ font: MY_FONT }) }) },
    );
    openStyleTab();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete the font My "brand" font' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this font?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete font' }));
    await waitFor(() => expect(calls).toContain(`DELETE /user/fonts/${MY_FONT}`));
    await waitFor(() => expect(calls.filter((call) => call === 'GET /user/fonts')).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Your fonts' })).toBeNull());
    await waitFor(() => expect(sentStyles().at(-1)).toMatchObject({ font: '' }));
    // The render's fallback: the first system font by name.
    expect(fontSelect().value).toBe('Bangers');
  });

  it('shows every font of the picker in itself', async () => {
    answerStyleTab({}, { video });
    openStyleTab();
    await screen.findByTestId('custom-fonts', {}, { timeout: 3000 });
    fireEvent.click(fontSelect());
    await screen.findAllByRole('option', { hidden: true });
    const family = (name: string) =>
      (screen.getByText(name, { selector: '[role="option"] span' }) as HTMLElement).style.fontFamily;
    // Every font is drawn under a family made from its id, never its name: a caption font called
    // "Inter" must not become the app's Inter (docs/fonts-templates-audios.md).
    expect(family('Montserrat')).toContain(`captionist-font-${MONTSERRAT}`);
    expect(family('Bangers')).toContain(`captionist-font-${BANGERS}`);
    expect(family('My "brand" font')).toContain(`captionist-font-${MY_FONT}`);
  });
});
