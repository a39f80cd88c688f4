// Fidelity of the caption preview (issue 7): the editor's libass-in-the-browser canvas must draw
// what the render burns in. For three templates and ten moments of the sample video, the
// preview's caption layer (the canvas over black, the video hidden) is compared with the same
// ASS document and the same font files drawn by ffmpeg's libass in this process, at the same
// size and media time, with emoji in half the words (issue 16), emphasis on a third and words
// of other scripts in two fifths; then, for each of ten scripts, the moment its word is on screen
// (issue 35). The figures are printed; the images are kept as artifacts.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  artByEmoji,
  buildAssDocument,
  type CaptionStyle,
  captionFontsFor,
  captionStyleSchema,
  type EmojiArt,
  emojiArtName,
  emojiIn,
  fontForStyle,
  scriptCharactersIn,
  scriptFontWeight,
} from '@captionist/captions';
import type { Font, ScriptFonts, TranscriptWord } from '@captionist/contracts';
import { expect, type Page, test } from '@playwright/test';
import { captionLayerAlone, previewAgainstRender } from '../support/caption-fidelity';
import { signInNewUser, xsrfHeader } from '../support/sign-in';

/** Mean absolute difference per channel (0–255) inside the caption band. */
const MAX_MEAN_DIFFERENCE = 3;
/** Share of caption-band pixels whose colour differs clearly (support/caption-fidelity.ts). */
const MAX_DIFFERING_SHARE = 0.02;
const TEMPLATES = ['Classic', 'Hormozi', 'Boxed'];

interface VideoDetail {
  width: number;
  height: number;
  rotation: number | null;
  transcription_status: string;
  proxy_url: string | null;
  transcript: { words: TranscriptWord[] } | null;
}

async function apiData<T>(page: Page, url: string): Promise<T> {
  const response = await page.request.get(url);
  expect(response.ok(), `${url} answered ${response.status()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

async function transcribedSampleVideo(page: Page): Promise<{ id: string; detail: VideoDetail }> {
  const project = await page.request.post('/api/user/projects', {
    headers: await xsrfHeader(page),
    data: { name: 'Preview fidelity' },
  });
  expect(project.status()).toBe(201);
  const projectId = ((await project.json()) as { data: { id: string } }).data.id;
  const sample = await page.request.post(`/api/user/videos/use-sample-video/${projectId}`, {
    headers: await xsrfHeader(page),
  });
  expect(sample.status()).toBe(201);
  const id = ((await sample.json()) as { data: { id: string } }).data.id;
  let detail: VideoDetail | undefined;
  await expect
    .poll(
      async () => {
        detail = await apiData<VideoDetail>(page, `/api/user/videos/${id}`);
        // The preview copy too: the player changing source mid-comparison would redraw the captions.
        return (
          detail.proxy_url !== null &&
          detail.transcription_status === 'done' &&
          (detail.transcript?.words.length ?? 0) >= MOMENTS_PER_TEMPLATE
        );
      },
      { timeout: 150_000, intervals: [1000] },
    )
    .toBe(true);
  return { id, detail: detail as VideoDetail };
}

/** Emoji added to the transcript (issue 16): a flag, a skin tone and a many-layered one among them. */
const EMOJI = ['🔥', '🇺🇸', '😂', '👍🏽', '💯', '🤯'];

/** A word in each of the ten scripts of issue 35, drawn from the shipped script fonts on both sides. */
const SCRIPT_WORDS = {
  Chinese: '你好，',
  Japanese: 'テスト',
  Korean: '안녕하세요',
  Arabic: 'مرحبا',
  Hebrew: 'שלום',
  Hindi: 'नमस्ते',
  Bengali: 'বাংলা',
  Tamil: 'வணக்கம்',
  Thai: 'สวัสดี',
  Russian: 'Привет',
};
const scriptWords = Object.values(SCRIPT_WORDS);
/**
 * The scripts' own pass holds each to this, a third of issue 35's 1.5/255: measured 0.04–0.10.
 * A preview that kept the script fonts' regular weight from an earlier style (libass cannot
 * unload a font) drew Arabic, Hebrew, Bengali and Tamil thinner than the render: 1.15–1.39.
 */
const MAX_SCRIPT_MEAN_DIFFERENCE = 0.5;

/**
 * Every other word gains an emoji, every third its own look (colour, 1.3×, capitals on every
 * sixth) and two in five or so are in another script (Chinese, Arabic, Hindi, Thai…), saved as an edit of the transcript: most
 * moments then show them, drawn by libass on both sides. Returns the words saved and the artwork
 * the server has for them (the preview asks the same route; the render job reads the same
 * conversion).
 */
async function addEmojiAndEmphasis(page: Page, id: string, words: TranscriptWord[]) {
  // Words 4, 9, 14… (as before the scripts came) and 2, 6, 10… (even: no emoji is lost) take the
  // scripts in turn.
  let slots = 0;
  const edited = words.map((word, i) => ({
    ...word,
    text:
      i % 5 === 4 || i % 4 === 2
        ? (scriptWords[slots++ % scriptWords.length] ?? word.text)
        : i % 2
          ? `${word.text}${EMOJI[(i >> 1) % EMOJI.length]}`
          : word.text,
    ...(i % 3 === 0 ? { emphasis: { color: '#51cf66', scale: 1.3, uppercase: i % 6 === 0 } } : {}),
  }));
  const { edit_version } = await apiData<{ edit_version: number }>(page, `/api/user/videos/${id}`);
  const saved = await page.request.post(`/api/user/videos/${id}/save-transcription`, {
    headers: await xsrfHeader(page),
    data: { words: edited, base_version: edit_version },
  });
  expect(saved.ok(), `saving the words answered ${saved.status()}`).toBe(true);
  const emoji = emojiIn(edited.map((word) => word.text));
  const names = emoji.map(emojiArtName).join(',');
  const byName = await apiData<Record<string, EmojiArt>>(
    page,
    `/api/emoji?names=${encodeURIComponent(names)}`,
  );
  const art = artByEmoji(emoji, (name) => byName[name]);
  for (const text of scriptWords)
    expect(
      edited.some((word) => word.text === text),
      `a word in ${text}`,
    ).toBe(true);
  expect(art.size).toBe(EMOJI.length);
  return { words: edited, art };
}

/** Moments compared per template (issue 7: 10 timestamps for three templates). */
const MOMENTS_PER_TEMPLATE = 10;

/**
 * MOMENTS_PER_TEMPLATE moments evenly spread over the speech (the first word's start to the last
 * word's end), each moved to the middle of the nearest word not taken yet, so that a caption is
 * on screen at every one of them. In time order, so the player only ever seeks forward.
 */
function momentsOf(words: TranscriptWord[]): number[] {
  const first = words[0] as TranscriptWord;
  const last = words[words.length - 1] as TranscriptWord;
  const middle = (word: TranscriptWord) => (word.start + word.end) / 2;
  const taken = new Set<TranscriptWord>();
  for (let i = 0; i < MOMENTS_PER_TEMPLATE; i++) {
    const target = first.start + ((i + 0.5) / MOMENTS_PER_TEMPLATE) * (last.end - first.start);
    const nearest = words
      .filter((word) => !taken.has(word))
      .reduce((best, word) =>
        Math.abs(middle(word) - target) < Math.abs(middle(best) - target) ? word : best,
      );
    taken.add(nearest);
  }
  return [...taken].map((word) => middle(word) / 1000).sort((a, b) => a - b);
}

/** A caption line's entrance (pop, slide) is mostly over by then: the floor of lit pixels holds. */
const ENTRANCE_S = 0.3;

/**
 * The moment, moved past the entrance of the caption line it falls in when it lands in one (a
 * word starting a line in a template that pops lines in is still tiny then). Lines are read from
 * the template's document: "Dialogue: 1,0:00:04.43,0:00:05.34,Caption,…".
 */
function pastEntrance(moment: number, document: string): number {
  const seconds = (time: string) => {
    const [h, m, s] = time.split(':').map(Number) as [number, number, number];
    return h * 3600 + m * 60 + s;
  };
  for (const match of document.matchAll(/^Dialogue: 1,([\d:.]+),([\d:.]+),Caption,/gm)) {
    const start = seconds(match[1] as string);
    const end = seconds(match[2] as string);
    if (moment >= start && moment < end && moment - start < ENTRANCE_S) {
      return Math.min(start + ENTRANCE_S, (start + end) / 2);
    }
  }
  return moment;
}

/** The middle of the first word of each script (SCRIPT_WORDS), in time order. */
function scriptMoments(words: TranscriptWord[]): number[] {
  return scriptWords
    .map((text) => words.find((word) => word.text === text))
    .filter((word): word is TranscriptWord => word !== undefined)
    .map((word) => (word.start + word.end) / 2000)
    .sort((a, b) => a - b);
}

/** The scripts whose word is in the caption line on screen at `seconds`. */
function scriptsShownAt(document: string, seconds: number): string[] {
  const time = (text: string) => {
    const [h, m, s] = text.split(':').map(Number) as [number, number, number];
    return h * 3600 + m * 60 + s;
  };
  const line = [...document.matchAll(/^Dialogue: 1,([\d:.]+),([\d:.]+),Caption,.*$/gm)].find(
    (match) => seconds >= time(match[1] as string) && seconds < time(match[2] as string),
  );
  // Lower case: an emphasised word may be shown in capitals ("ПРИВЕТ").
  const text = (line?.[0] ?? '').replace(/\{[^}]*\}/g, '').toLowerCase();
  return Object.entries(SCRIPT_WORDS)
    .filter(([, word]) => text.includes(word.toLowerCase()))
    .map(([script]) => script);
}

/**
 * What the render job draws for `style`: the style saved on the video, its font's files and the
 * shipped script fonts' files in one folder (as the render copies them), and the same document.
 */
async function renderSide(
  page: Page,
  id: string,
  style: CaptionStyle,
  fonts: Font[],
  words: TranscriptWord[],
  art: Map<string, EmojiArt>,
  frame: { width: number; height: number },
  { work, label }: { work: string; label: string },
) {
  // Based on the version the video is at now (the editor page may have saved since).
  const detail = await page.request.get(`/api/user/videos/${id}`);
  const { edit_version } = (await detail.json()).data;
  const saved = await page.request.put(`/api/user/videos/${id}/caption-settings`, {
    headers: await xsrfHeader(page),
    data: { settings: style, base_version: edit_version },
  });
  expect(saved.ok(), `saving the ${label} style answered ${saved.status()}`).toBe(true);
  const font = fontForStyle(fonts, style.font);
  expect(font, `the font of ${label}`).toBeDefined();
  const fontsDir = path.join(work, `${label}-fonts`);
  mkdirSync(fontsDir, { recursive: true });
  for (const [i, file] of (font?.files ?? []).entries()) {
    const bytes = await page.request.get(file.url);
    expect(bytes.ok()).toBe(true);
    writeFileSync(
      path.join(fontsDir, `${i}${path.extname(new URL(file.url, 'http://x').pathname)}`),
      await bytes.body(),
    );
  }
  // The shipped script fonts for the characters the font lacks, as the render copies them beside its files.
  const chars = encodeURIComponent(scriptCharactersIn(words.map((word) => word.text)));
  const scripts = await apiData<ScriptFonts>(
    page,
    `/api/script-fonts?chars=${chars}&weight=${scriptFontWeight(style.fontWeight)}&font=${style.font}`,
  );
  for (const url of scripts.families.flatMap((family) => family.files)) {
    const bytes = await page.request.get(url);
    expect(bytes.ok()).toBe(true);
    writeFileSync(path.join(fontsDir, path.basename(url)), await bytes.body());
  }
  const document = buildAssDocument(words, style, captionFontsFor(style.font, font?.files ?? []), {
    ...frame,
    emoji: art,
    scriptFonts: scripts.families,
  });
  const assFile = path.join(work, `${label}.ass`);
  writeFileSync(assFile, document);
  return { assFile, fontsDir, document };
}

test('the caption preview draws what the render burns in', async ({ page }, testInfo) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInNewUser(page, 'preview');
  const { id, detail } = await transcribedSampleVideo(page);
  const { words, art } = await addEmojiAndEmphasis(page, id, detail.transcript?.words ?? []);
  const quarterTurn = Math.abs(detail.rotation ?? 0) % 180 === 90;
  const frame = quarterTurn
    ? { width: detail.height, height: detail.width }
    : { width: detail.width, height: detail.height };
  const fonts = await apiData<Font[]>(page, '/api/user/fonts');
  const templates = await apiData<{ name: string; settings: Record<string, unknown> }[]>(
    page,
    '/api/user/templates',
  );
  const work = testInfo.outputPath('work');
  mkdirSync(work, { recursive: true });
  const figures: string[] = [];

  // The same moments for every template, so their figures compare; then, in the Classic style,
  // the moment each script's word is spoken.
  const passes = [
    ...TEMPLATES.map((name) => ({ label: name, template: name, moments: momentsOf(words) })),
    { label: 'Scripts', template: 'Classic', moments: scriptMoments(words) },
  ];
  const scriptDifferences = new Map<string, number>();

  for (const pass of passes) {
    const template = templates.find((t) => t.name === pass.template);
    expect(template, `the ${pass.template} template`).toBeDefined();
    const style = captionStyleSchema.parse(template?.settings);
    const { assFile, fontsDir, document } = await renderSide(page, id, style, fonts, words, art, frame, {
      work,
      label: pass.label,
    });

    await page.goto(`/video/${id}`);
    await captionLayerAlone(page);

    for (const moment of pass.moments.map((m) => pastEntrance(m, document))) {
      const { drawnAt, box, difference } = await previewAgainstRender(page, testInfo, {
        moment,
        label: pass.label,
        assFile,
        fontsDir,
      });
      const label = `${pass.label}-${drawnAt.toFixed(3)}s`;
      const shown = pass.label === 'Scripts' ? scriptsShownAt(document, drawnAt) : [];
      const line = `${label} (${box.width}×${box.height})${shown.length ? ` [${shown.join(', ')}]` : ''}: mean difference ${difference.meanDifference.toFixed(2)}/255, differing pixels ${(difference.differingShare * 100).toFixed(2)} % of ${difference.bandPixels} in the caption band (lit: preview ${difference.litPreview}, render ${difference.litRender})`;
      figures.push(line);
      console.log(line);
      expect(difference.litRender, `${label}: the render shows captions`).toBeGreaterThan(200);
      expect(difference.litPreview, `${label}: the preview shows captions`).toBeGreaterThan(200);
      expect(difference.meanDifference, line).toBeLessThan(MAX_MEAN_DIFFERENCE);
      expect(difference.differingShare, line).toBeLessThan(MAX_DIFFERING_SHARE);
      for (const script of shown)
        scriptDifferences.set(
          script,
          Math.max(scriptDifferences.get(script) ?? 0, difference.meanDifference),
        );
    }
  }
  // Every script was on screen in its own pass, and drawn alike on both sides.
  expect([...scriptDifferences.keys()].sort()).toEqual(Object.keys(SCRIPT_WORDS).sort());
  for (const [script, mean] of scriptDifferences)
    expect(mean, `${script}: mean difference ${mean.toFixed(2)}/255`).toBeLessThanOrEqual(
      MAX_SCRIPT_MEAN_DIFFERENCE,
    );
  writeFileSync(testInfo.outputPath('figures.txt'), `${figures.join('\n')}\n`);
});
