// Automatic editing (issue 17) from the editor to the MP4: Remove silences at the extra fast pace
// on the sample video, the preview played across a cut (it jumps over it), one cut pause restored
// from its mark in the transcript, a word cut from the word bar, then a render whose length is the
// source's less what stays cut.
import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { signInNewUser } from '../support/sign-in';
import { apiData, openEditor, renderedMp4, transcribedSampleVideo } from '../support/transcribed-video';

interface Zoom {
  start_ms: number;
  end_ms: number;
}

interface Cut {
  start_ms: number;
  end_ms: number;
  reason: string;
}

const durationMs = (mp4: string) =>
  1000 *
  Number(execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', mp4]));

test('silences are removed, the preview plays across a cut, one is restored, and the render is that much shorter', async ({
  page,
}, testInfo) => {
  test.setTimeout(420_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInNewUser(page, 'auto-edit');
  const video = await transcribedSampleVideo(page, 'Automatic editing');
  const sourceMs = (await apiData<{ duration_ms: number }>(page, `/api/user/videos/${video.id}`)).duration_ms;
  const savedCuts = async () =>
    (await apiData<{ cuts: Cut[] }>(page, `/api/user/videos/${video.id}/edits`)).cuts;
  await openEditor(page, video.id);

  await test.step('Remove silences at the extra fast pace cuts the pauses and says how much', async () => {
    await page.getByTestId('silence-cuts').getByText('Extra fast').click();
    await page.getByRole('button', { name: 'Remove silences' }).click();
    await expect(page.locator('.mantine-Notification-root', { hasText: /pauses? cut/ })).toBeVisible();
    await expect(page.getByTestId('silence-cuts')).toContainText(/\d+ pauses? cut · \d+\.\d s shorter/);
    await expect.poll(async () => (await savedCuts()).length, { timeout: 15_000 }).toBeGreaterThan(1);
  });

  const cuts = await savedCuts();
  const inside = cuts.reduce((best, cut) =>
    cut.end_ms - cut.start_ms > best.end_ms - best.start_ms ? cut : best,
  );

  await test.step('the preview jumps over a cut while it plays', async () => {
    const seen = await page.getByTestId('video-player').evaluate(
      (player: HTMLVideoElement, cut) =>
        new Promise<number[]>((resolve) => {
          const times: number[] = [];
          player.muted = true;
          player.pause();
          player.addEventListener(
            'seeked',
            () => {
              const watch = () =>
                player.requestVideoFrameCallback((_now, frame) => {
                  times.push(frame.mediaTime * 1000);
                  if (frame.mediaTime * 1000 > cut.end_ms + 400) {
                    player.pause();
                    resolve(times);
                  } else watch();
                });
              watch();
              void player.play();
            },
            { once: true },
          );
          player.currentTime = Math.max(0, cut.start_ms - 400) / 1000;
        }),
      inside,
    );
    // At most a frame or two shows inside the cut before the jump (one frame is ~33 ms).
    const within = seen.filter((ms) => ms > inside.start_ms + 80 && ms < inside.end_ms - 10);
    console.log(
      `cut ${inside.start_ms}–${inside.end_ms} ms; frames inside it: ${within.length} of ${seen.length}`,
    );
    expect(within.length).toBeLessThanOrEqual(2);
    expect(seen.some((ms) => ms >= inside.end_ms)).toBe(true);
  });

  await test.step('one pause is restored from its mark in the transcript', async () => {
    const seconds = ((inside.end_ms - inside.start_ms) / 1000).toFixed(1);
    await page
      .getByRole('button', { name: `Restore the ${seconds} s pause cut here` })
      .first()
      .click();
    await expect.poll(async () => (await savedCuts()).length, { timeout: 15_000 }).toBe(cuts.length - 1);
  });

  await test.step("energetic punch-ins zoom the preview by the render's curve", async () => {
    await page.getByTestId('punch-ins').getByText('Energetic').click();
    await page.getByRole('button', { name: 'Add punch-ins' }).click();
    await expect(page.getByTestId('punch-ins')).toContainText(/\d+ punch-ins?/);
    await expect
      .poll(
        async () =>
          (await apiData<{ zooms: Zoom[] }>(page, `/api/user/videos/${video.id}/edits`)).zooms.length,
        { timeout: 15_000 },
      )
      .toBeGreaterThan(0);
    const [zoom] = (await apiData<{ zooms: Zoom[] }>(page, `/api/user/videos/${video.id}/edits`)).zooms;
    if (!zoom) throw new Error('no zoom');
    const player = page.getByTestId('video-player');
    await player.evaluate(
      (video: HTMLVideoElement, at) =>
        new Promise<void>((resolve) => {
          video.pause();
          video.addEventListener('seeked', () => resolve(), { once: true });
          video.currentTime = at;
        }),
      (zoom.start_ms + zoom.end_ms) / 2000,
    );
    await expect(player).toHaveAttribute('data-zoom', '1.150');
    await expect(player).toHaveCSS('transform', /^matrix\(1\.15, 0, 0, 1\.15,/);
  });

  await test.step('the render plays only what is left', async () => {
    await page.screenshot({ path: testInfo.outputPath('01-editor-cuts.png'), animations: 'disabled' });
    const left = await savedCuts();
    const removed = left.reduce((sum, cut) => sum + cut.end_ms - cut.start_ms, 0);
    await page.getByRole('button', { name: 'Render video' }).click();
    const mp4 = await renderedMp4(page, testInfo, video.id);
    const outputMs = durationMs(mp4);
    console.log(
      `source ${sourceMs} ms, ${left.length} cuts remove ${removed} ms, render ${Math.round(outputMs)} ms`,
    );
    expect(Math.abs(outputMs - (sourceMs - removed))).toBeLessThan(120);
  });
});

// Punch-ins one at a time (issue 17): each punch-in is marked in the transcript, one is removed
// from its mark, the word bar's "Punch in here" puts it back and adds another, its "End punch-in
// here" stretches one, the saved edits say so after a reload, and the marked transcript passes
// axe in light and dark mode.
test('punch-ins are shown in the transcript, removed one by one and added from the word bar', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInNewUser(page, 'punch-ins');
  const video = await transcribedSampleVideo(page, 'Punch-ins one by one');
  const words = video.transcript?.words ?? [];
  const savedZooms = async () =>
    (await apiData<{ zooms: (Zoom & { scale: number })[] }>(page, `/api/user/videos/${video.id}/edits`))
      .zooms;
  const clock = (ms: number) =>
    `${Math.floor(ms / 60_000)}:${String(Math.floor((ms % 60_000) / 1000)).padStart(2, '0')}`;
  const transcript = page.getByTestId('transcript');
  const wordAt = (ms: number) =>
    transcript.locator(`[data-word-index="${words.findIndex((w) => w.start === ms)}"]`);
  await openEditor(page, video.id);

  await page.getByTestId('punch-ins').getByText('Energetic').click();
  await page.getByRole('button', { name: 'Add punch-ins' }).click();
  await expect.poll(async () => (await savedZooms()).length, { timeout: 15_000 }).toBeGreaterThan(0);
  const added = await savedZooms();
  const [first] = added;
  if (!first) throw new Error('no punch-in');

  await test.step('each punch-in is marked in the transcript', async () => {
    await expect(transcript.locator('[data-punch-in-mark]')).toHaveCount(added.length);
    await expect(wordAt(first.start_ms)).toHaveAttribute('data-punch-in', 'true');
    await expect(wordAt(first.start_ms)).toHaveAttribute('aria-description', /In a punch-in zoom/);
  });

  await test.step('one punch-in is removed from its mark', async () => {
    await transcript
      .getByRole('button', { name: `Remove punch-in at ${clock(first.start_ms)}`, exact: true })
      .first()
      .click();
    await expect.poll(savedZooms, { timeout: 15_000 }).toEqual(added.slice(1));
    await expect(wordAt(first.start_ms)).not.toHaveAttribute('data-punch-in', 'true');
    // The word the mark stood before is selected, so the word bar can put it back.
    await expect(wordAt(first.start_ms)).toBeFocused();
  });

  await test.step('"Punch in here" puts it back from its first word to the end of the phrase', async () => {
    await page
      .getByTestId('word-actions')
      .getByRole('button', { name: 'Punch in here', exact: true })
      .click();
    await expect.poll(savedZooms, { timeout: 15_000 }).toEqual(added);
  });

  await test.step('"Punch in here" adds one on a word no punch-in covers, without overlapping the next', async () => {
    // The uncovered word farthest from the next punch-in, so the phrase has room.
    const room = (start: number) => (added.find((z) => z.start_ms > start)?.start_ms ?? Infinity) - start;
    const free = words
      .filter((w) => !added.some((z) => w.start < z.end_ms && w.end > z.start_ms))
      .sort((a, b) => room(b.start) - room(a.start))[0];
    if (!free) throw new Error('every word is in a punch-in');
    await wordAt(free.start).click();
    await page
      .getByTestId('word-actions')
      .getByRole('button', { name: 'Punch in here', exact: true })
      .click();
    await expect.poll(async () => (await savedZooms()).length, { timeout: 15_000 }).toBe(added.length + 1);
    const zooms = await savedZooms();
    const made = zooms.find((z) => z.start_ms === free.start);
    expect(made).toMatchObject({ scale: 1.15 });
    for (const [n, zoom] of zooms.slice(1).entries())
      expect(zoom.start_ms).toBeGreaterThanOrEqual(zooms[n]?.end_ms ?? 0);
    await expect(
      page.getByTestId('word-actions').getByRole('button', { name: 'Remove punch-in', exact: true }),
    ).toBeVisible();
  });

  await test.step('"End punch-in here" stretches a punch-in over the words after it', async () => {
    const zooms = await savedZooms();
    const covered = (w: (typeof words)[number]) =>
      zooms.some((z) => w.start < z.end_ms && w.end > z.start_ms);
    // A punch-in with a free word after it, before the next one starts.
    const pair = zooms
      .map((zoom, n) => ({
        zoom,
        word: words.find(
          (w) => w.start >= zoom.end_ms && w.end <= (zooms[n + 1]?.start_ms ?? Infinity) && !covered(w),
        ),
      }))
      .find((candidate) => candidate.word);
    if (!pair?.word) throw new Error('no word after a punch-in');
    await wordAt(pair.word.start).click();
    await page
      .getByTestId('word-actions')
      .getByRole('button', { name: 'End punch-in here', exact: true })
      .click();
    await expect
      .poll(async () => (await savedZooms()).find((z) => z.start_ms === pair.zoom.start_ms)?.end_ms, {
        timeout: 15_000,
      })
      .toBe(Math.round(pair.word.end));
    await expect(wordAt(pair.word.start)).toHaveAttribute('data-punch-in', 'true');
  });

  await test.step('a reload shows the saved punch-ins, and the marked transcript passes axe in light and dark', async () => {
    const { default: AxeBuilder } = await import('@axe-core/playwright');
    for (const dark of [false, true]) {
      await page.evaluate(
        (on) =>
          localStorage.setItem('themeConfig', JSON.stringify({ defaultDarkMode: on, isUseContainer: true })),
        dark,
      );
      await page.reload();
      await expect(transcript.locator('[data-punch-in-mark]')).toHaveCount(added.length + 1, {
        timeout: 30_000,
      });
      const result = await new AxeBuilder({ page })
        .include('[data-testid="transcript"]')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(
        serious.map((v) => `${dark ? 'dark' : 'light'}: ${v.id} ${v.nodes.map((n) => n.target).join(', ')}`),
      ).toEqual([]);
    }
  });
});
