// Stock b-roll with no API key (issue 19): with no Pexels or Giphy key set, the picker's photo
// search answers from Openverse (here its local stand-in, e2e/support/open-stock-server.ts), each
// result credited with its title, author and licence; the picked photo is imported into the media
// library with that credit and placed over the phrase.
import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { LAKE_PHOTO } from '../support/open-stock-server-data';
import { signInNewUser } from '../support/sign-in';
import { apiData, transcribedSampleVideo } from '../support/transcribed-video';

const shoot = (page: Page, testInfo: TestInfo, name: string) =>
  page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true, animations: 'disabled' });

interface Media {
  id: string;
  name: string;
  status: string;
  credit: { provider: string; author: string; licence: string; source_url: string } | null;
}

test('with no stock keys, an openly licensed photo is found, credited and placed as b-roll', async ({
  page,
}, testInfo) => {
  test.setTimeout(300_000);
  await signInNewUser(page, 'open-stock');
  const video = await transcribedSampleVideo(page, 'Open stock');
  await page.goto(`/video/${video.id}?panel=broll`);
  const panel = page.getByTestId('broll-panel');
  await panel.getByRole('button', { name: 'Suggest b-roll' }).click();
  await panel
    .getByRole('button', { name: /^Choose b-roll for / })
    .first()
    .click();
  const picker = page.getByRole('dialog', { name: 'Choose b-roll' });

  await test.step('the photo search answers without a key, each result with its credit', async () => {
    await picker.getByRole('tab', { name: 'Photos' }).click();
    await picker.getByLabel('Search stock photos').fill('mountain lake');
    await picker.getByRole('button', { name: 'Search', exact: true }).click();
    const credit = picker.getByTestId('stock-credit');
    await expect(credit).toHaveText(
      `${LAKE_PHOTO.title} by ${LAKE_PHOTO.creator} · ${LAKE_PHOTO.licence} · Openverse`,
    );
    await expect(credit.getByTestId('stock-credit-licence')).toHaveAttribute(
      'href',
      'https://creativecommons.org/licenses/by/4.0/',
    );
    await expect(credit.getByTestId('stock-credit-author')).toHaveAttribute('rel', 'noopener noreferrer');
    await shoot(page, testInfo, '01-open-stock-results');
  });

  await test.step('the picked photo is imported with its credit and placed over the phrase', async () => {
    await picker
      .getByRole('button', { name: `Use photo ${LAKE_PHOTO.title} by ${LAKE_PHOTO.creator}` })
      .click();
    await expect(panel.getByTestId('broll-items')).toContainText(LAKE_PHOTO.title, { timeout: 60_000 });
    await expect
      .poll(
        async () =>
          (await apiData<Media[]>(page, '/api/user/media-uploads')).find(
            (m) => m.credit?.provider === 'openverse',
          )?.status,
        { timeout: 60_000 },
      )
      .toBe('ready');
    const imported = (await apiData<Media[]>(page, '/api/user/media-uploads')).find(
      (m) => m.credit?.provider === 'openverse',
    );
    expect(imported?.credit).toMatchObject({ author: LAKE_PHOTO.creator, licence: LAKE_PHOTO.licence });
    await shoot(page, testInfo, '02-open-stock-placed');
  });
});
