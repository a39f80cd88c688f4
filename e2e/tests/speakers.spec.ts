// Who is speaking (issue 37) from the editor: a clip of two people talking in turns (the server
// tests' clip: real faces with moving jaws, two espeak-ng voices) is told apart on its own once
// transcribed, and the transcript names each turn; "Speaker 1" is renamed Ana (a bad name refused
// under the field, Escape puts the name back), her captions are coloured, the other speaker's words
// are cut and restored, a turn is given to Ana and saved with the words, and the clip is split into
// the two people in 9:16 and rendered with a face in each half.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import {
  makeTalkingFacesVideo,
  type TalkingFacesVideo,
} from '../../apps/server/test/support/talking-faces-video';
import { facesInVideo } from '../support/faces-in-video';
import { signInNewUser, xsrfHeader } from '../support/sign-in';
import { apiData, renderedMp4 } from '../support/transcribed-video';

interface Speakers {
  status: string;
  speakers: { id: string; name: string; color: string | null; on_screen: boolean }[];
}

interface Edits {
  reframe: { aspect: string; mode: string };
  speakers: { id: string; name: string; color: string | null }[];
  cuts: { reason: string; speaker?: string }[];
}

interface Words {
  transcript: { words: { text: string; speaker?: string }[] } | null;
}

let media: string;
let talk: TalkingFacesVideo;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  media = mkdtempSync(path.join(os.tmpdir(), 'captionist-e2e-speakers-'));
  talk = await makeTalkingFacesVideo(media, 'interview', {
    voices: ['en-us+m3', 'en+f2'],
    faces: 2,
    durationMs: 9000,
    seed: 7,
  });
});
test.afterAll(() => rmSync(media, { recursive: true, force: true }));

/** Uploads the clip to a new project and opens it in the editor; its id. */
async function uploadToNewProject(page: Page): Promise<string> {
  const created = await page.request.post('/api/user/projects', {
    headers: await xsrfHeader(page),
    data: { name: 'Interviews' },
  });
  expect(created.status()).toBe(201);
  await page.goto(`/project/${(await created.json()).data.id}`);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Add videos' }).click();
  await (await chooser).setFiles(talk.file);
  await page.getByRole('link', { name: /interview/ }).click();
  await expect(page).toHaveURL(/\/video\/[0-9a-f-]{36}$/);
  return new URL(page.url()).pathname.split('/').at(-1) as string;
}

test('two people are told apart in the transcript, renamed, coloured, cut, given a turn and split', async ({
  page,
}, testInfo) => {
  test.setTimeout(420_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInNewUser(page, 'speakers');
  const id = await uploadToNewProject(page);
  const speakers = () => apiData<Speakers>(page, `/api/user/videos/${id}/speakers`);
  const edits = () => apiData<Edits>(page, `/api/user/videos/${id}/edits`);
  const words = async () => (await apiData<Words>(page, `/api/user/videos/${id}`)).transcript?.words ?? [];
  const panel = page.getByRole('region', { name: 'Speakers' });
  const turns = page.getByTestId('speaker-turn');
  const row = (name: string) => panel.getByRole('listitem', { name });

  await test.step('once the words are in, the analysis runs on its own and the transcript names each turn', async () => {
    // Live events bring the transcript, the analysis's progress, then the words with their speakers.
    await expect(turns.first()).toHaveText('Speaker 1', { timeout: 300_000 });
    expect((await speakers()).status).toBe('done');
    await expect(panel.getByRole('listitem')).toHaveCount(2);
    for (const name of ['Speaker 1', 'Speaker 2']) await expect(row(name)).toContainText('On screen');
    await expect(turns.filter({ hasText: 'Speaker 2' }).first()).toBeVisible();
  });

  await test.step('a bad name is refused under the field, and Escape puts the name back', async () => {
    const name = panel.getByRole('textbox', { name: 'Name of Speaker 1' });
    await name.fill('   ');
    await name.press('Enter');
    await expect(row('Speaker 1')).toContainText("A speaker's name may not be empty.");
    await name.press('Escape');
    await expect(name).toHaveValue('Speaker 1');
    await expect(row('Speaker 1')).not.toContainText("A speaker's name may not be empty.");
  });

  await test.step('Speaker 1 renamed Ana is Ana everywhere: the panel, the turns and the video', async () => {
    const name = panel.getByRole('textbox', { name: 'Name of Speaker 1' });
    await name.fill('Ana');
    await name.press('Enter');
    await expect(turns.first()).toHaveText('Ana');
    await expect(row('Ana')).toBeVisible();
    expect((await speakers()).speakers.find((speaker) => speaker.id === 's1')?.name).toBe('Ana');
  });

  await test.step('Ana’s words take a colour of their own in the captions', async () => {
    const blue = row('Ana').getByRole('button', { name: 'Blue captions' });
    await blue.click();
    await expect(blue).toHaveAttribute('aria-pressed', 'true');
    expect((await edits()).speakers).toContainEqual({ id: 's1', name: 'Ana', color: '#4dabf7' });
  });

  await test.step('Speaker 2’s words are cut from the video, then restored', async () => {
    const struck = page.getByTestId('transcript').locator('[data-cut]');
    const theirCuts = async () => (await edits()).cuts.filter((cut) => cut.speaker === 's2').length;
    await row('Speaker 2').getByRole('button', { name: "Remove this speaker's words" }).click();
    await expect(struck.first()).toBeVisible();
    await expect.poll(theirCuts, { timeout: 15_000 }).toBeGreaterThan(0);
    await row('Speaker 2').getByRole('button', { name: 'Restore' }).click();
    await expect(struck).toHaveCount(0);
    await expect.poll(theirCuts, { timeout: 15_000 }).toBe(0);
  });

  await test.step('a turn given to Ana is saved with the words', async () => {
    const before = await words();
    // Speaker 2's first turn: from their first word to the last one before someone else speaks.
    const first = before.findIndex((word) => word.speaker === 's2');
    let last = first;
    while (before[last + 1]?.speaker === 's2') last++;
    await turns.filter({ hasText: 'Speaker 2' }).first().click();
    await page.getByRole('menuitem', { name: 'Ana' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByTestId('save-state')).toHaveText('All changes saved');
    expect((await words()).map((word) => word.speaker)).toEqual(
      before.map((word, index) => (index >= first && index <= last ? 's1' : word.speaker)),
    );
  });

  await test.step('split into the two people in 9:16 and rendered: a face in each half of the frame', async () => {
    await page.getByRole('radiogroup', { name: 'Output shape' }).getByText('9:16').click();
    await page
      .getByRole('radiogroup', { name: 'How the picture fills it' })
      .getByText('Split: two people')
      .click();
    await expect.poll(async () => (await edits()).reframe).toMatchObject({ aspect: '9:16', mode: 'split' });
    await expect(page.getByTestId('split-preview')).toBeVisible();
    // The captions sit on the seam between the halves by themselves (captionStyleInFrame), off the lower face.
    await page.getByRole('button', { name: 'Render video' }).click();
    const mp4 = await renderedMp4(page, testInfo, id);
    const samples = facesInVideo(mp4, talk.durationMs, 1000);
    expect(samples.length).toBeGreaterThanOrEqual(8);
    // The halves' middles: each person's face in their own half, never two in one.
    const halves = samples.map(({ faces }) =>
      faces.map((face) => (face.y + face.h / 2 < 0.5 ? 'top' : 'bottom')),
    );
    const both = halves.filter((found) => found.includes('top') && found.includes('bottom')).length;
    expect(both, JSON.stringify(halves)).toBeGreaterThanOrEqual(samples.length - 1);
    for (const half of ['top', 'bottom'])
      for (const found of halves)
        expect(found.filter((each) => each === half).length, JSON.stringify(halves)).toBeLessThanOrEqual(1);
  });
});
