// The editor's saves against a server played at the HTTP edge: one at a time, in order, each on
// the version the previous one returned; a stale save stops everything until the person chooses
// to reload the server's copy or keep theirs; a flush says why when something is not saved.
import { defaultCaptionStyle } from '@captionist/captions';
import {
  editConflictMessage,
  type TranscriptWord,
  type VideoEdits,
  videoEditsSchema,
} from '@captionist/contracts';
import { QueryClient } from '@tanstack/react-query';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';
import { answerApiWith, type FakeReply, successReply } from '../../test-support/answer-api-with';
import { sampleVideoDetail } from '../../test-support/editor-fixtures';
import { fakeEditVersion, withoutBaseVersion } from '../../test-support/fake-edit-version';
import { createEditorState } from '../transcript';
import { EditorSaver, UnsavedChangesError } from './editor-saver';
import { EditorStore } from './editor-store';

const STYLE = 'PUT /user/videos/v1/caption-settings';
const EDITS = 'PUT /user/videos/v1/edits';
const WORDS = 'POST /user/videos/v1/save-transcription';
const noEdits: VideoEdits = videoEditsSchema.parse({});
const hook = (text: string): VideoEdits => ({ ...noEdits, hook: { text, duration_ms: 3000 } });

interface Sent {
  key: string;
  body: { base_version: number } & Record<string, unknown>;
}

/**
 * A server that keeps the edit version like ours, answers each save only when the test lets it
 * (`answerNext`), and serves the video and its edits (`edits`: as another tab saved them). With a
 * `speaker`, its speaker analysis has run: its words have that speaker, and so has every saved word
 * sent without one.
 */
function heldServer(
  start = 1,
  { edits: theirs = noEdits, speaker }: { edits?: VideoEdits; speaker?: string } = {},
) {
  const labelled = <Word extends TranscriptWord>(words: Word[]) =>
    speaker ? words.map((word) => ({ ...word, speaker: word.speaker ?? speaker })) : words;
  const version = fakeEditVersion(start);
  const sent: Sent[] = [];
  const waiting: (() => void)[] = [];
  let edits = theirs;
  const answer = (key: string, body: Sent['body']): FakeReply => {
    if (key === STYLE)
      return version.save(body, (next) => ({
        caption_settings: body.settings,
        updated_at: 'x',
        edit_version: next,
      }));
    if (key === EDITS)
      return version.save(body, (next) => {
        edits = withoutBaseVersion(body) as VideoEdits;
        return { ...edits, edit_version: next };
      });
    return version.save(body, (next) =>
      sampleVideoDetail(
        { edit_version: next },
        labelled((body.words as TranscriptWord[]).map((word) => ({ ...word, confidence: null }))),
      ),
    );
  };
  answerApiWith((config: InternalAxiosRequestConfig) => {
    const key = `${config.method?.toUpperCase()} ${config.url}`;
    if (key === 'GET /user/videos/v1')
      return successReply(
        sampleVideoDetail(
          { edit_version: version.current() },
          labelled(sampleVideoDetail().transcript?.words ?? []),
        ),
      );
    if (key === 'GET /user/videos/v1/edits')
      return successReply({ ...edits, edit_version: version.current() });
    // The XSRF cookie the client asks for before its first change.
    if (config.method === 'get') return { status: 204, data: '' };
    const body = JSON.parse(config.data as string) as Sent['body'];
    sent.push({ key, body });
    return new Promise<FakeReply>((resolve) => waiting.push(() => resolve(answer(key, body))));
  });
  return {
    version,
    sent,
    /** Lets the oldest held save through, once it has arrived. */
    async answerNext() {
      await until(() => waiting.length > 0);
      waiting.shift()?.();
    },
  };
}

/** Waits for the saver's promises to move on (no clock involved). */
async function until(condition: () => boolean) {
  for (let turn = 0; turn < 1000 && !condition(); turn++)
    await new Promise((resolve) => setImmediate(resolve));
  if (!condition()) throw new Error('The condition never held.');
}

function editorOf(version = 1) {
  const store = new EditorStore({ version, style: defaultCaptionStyle });
  store.adopt({ edits: noEdits });
  const saver = new EditorSaver(store, new QueryClient(), 'v1');
  return { store, saver };
}

afterEach(() => localStorage.clear());

describe('EditorSaver', () => {
  it('sends one save at a time, each on the version the one before returned', async () => {
    const server = heldServer();
    const { store, saver } = editorOf();
    store.setStyle({ ...defaultCaptionStyle, fontSize: 90 });
    const style = saver.save('style');
    store.setEdits({ hook: hook('WATCH').hook });
    const edits = saver.save('edits');

    await until(() => server.sent.length === 1);
    // The edits wait while the style is on its way.
    await new Promise((resolve) => setImmediate(resolve));
    expect(server.sent.map((s) => s.key)).toEqual([STYLE]);
    await server.answerNext();
    await style;
    await until(() => server.sent.length === 2);
    expect(server.sent[1]).toMatchObject({ key: EDITS, body: { base_version: 2, hook: { text: 'WATCH' } } });
    await server.answerNext();
    await edits;
    expect(store.getState()).toMatchObject({ version: 3, unsaved: [], saving: null, conflict: false });
  });

  it('sends the newest value of a part when its turn comes, once', async () => {
    const server = heldServer();
    const { store, saver } = editorOf();
    store.setEdits(hook('one'));
    const first = saver.save('edits');
    await until(() => server.sent.length === 1);
    store.setEdits(hook('two'));
    const second = saver.save('edits');
    store.setEdits(hook('three'));
    const third = saver.save('edits');
    await server.answerNext();
    await server.answerNext();
    await Promise.all([first, second, third]);
    expect(server.sent.map((s) => s.body.hook)).toEqual([hook('one').hook, hook('three').hook]);
    expect(server.sent.map((s) => s.body.base_version)).toEqual([1, 2]);
    expect(store.getState().unsaved).toEqual([]);
  });

  it('keeps a change made while its part was being saved as unsaved, and sends it next', async () => {
    const server = heldServer();
    const { store, saver } = editorOf();
    store.setStyle({ ...defaultCaptionStyle, fontSize: 80 });
    const first = saver.save('style');
    await until(() => server.sent.length === 1);
    store.setStyle({ ...defaultCaptionStyle, fontSize: 120 });
    await server.answerNext();
    await first;
    expect(store.getState().unsaved).toEqual(['style']);
    const flushed = saver.flush();
    await server.answerNext();
    await flushed;
    expect(server.sent.map((s) => (s.body.settings as { fontSize: number }).fontSize)).toEqual([80, 120]);
    expect(store.getState()).toMatchObject({ unsaved: [], version: 3 });
  });

  it('stops at a stale save and sends nothing more until the person chooses', async () => {
    const server = heldServer(4);
    const { store, saver } = editorOf(3);
    store.setStyle({ ...defaultCaptionStyle, fontSize: 90 });
    const style = saver.save('style');
    store.setEdits(hook('mine'));
    const edits = saver.save('edits');
    await server.answerNext();
    await expect(style).rejects.toMatchObject({ httpStatus: 409, message: editConflictMessage });
    await edits.catch(() => undefined);
    expect(server.sent).toHaveLength(1);
    expect(store.getState()).toMatchObject({ conflict: true, unsaved: ['style', 'edits'], version: 3 });
    await expect(saver.flush()).rejects.toEqual(new UnsavedChangesError(editConflictMessage));
    expect(server.sent).toHaveLength(1);
  });

  it('on "Keep mine", saves this copy over the version the server has now', async () => {
    const server = heldServer(4, { edits: hook('theirs') });
    const { store, saver } = editorOf(3);
    store.setEdits(hook('mine'));
    const refused = saver.save('edits');
    await server.answerNext();
    await refused.catch(() => undefined);
    expect(store.getState().conflict).toBe(true);

    const kept = saver.keepMine();
    await server.answerNext();
    await server.answerNext();
    await kept;
    // Style and edits both: the whole copy shown here is what the video becomes.
    expect(server.sent.slice(1).map((s) => [s.key, s.body.base_version])).toEqual([
      [STYLE, 4],
      [EDITS, 5],
    ]);
    expect(store.getState()).toMatchObject({ conflict: false, unsaved: [], version: 6 });
  });

  it('on "Reload", takes the server copy and drops the changes made here', async () => {
    const server = heldServer(4, { edits: hook('theirs') });
    const { store, saver } = editorOf(3);
    store.setEdits(hook('mine'));
    const refused = saver.save('edits');
    await server.answerNext();
    await refused.catch(() => undefined);

    await saver.reload();
    expect(store.getState()).toMatchObject({
      conflict: false,
      unsaved: [],
      version: 4,
      edits: hook('theirs'),
      generation: 1,
    });
    expect(server.sent).toHaveLength(1);
  });

  it('takes a newer server copy while nothing waits to be saved, and never over a part changed there too', async () => {
    const server = heldServer(3, { edits: hook('theirs') });
    const { store, saver } = editorOf(1);
    store.setEdits(hook('mine'));
    await saver.catchUp(3);
    // The edits waiting here changed there too: the next save is refused, and the person chooses.
    expect(store.getState()).toMatchObject({ version: 1, edits: hook('mine'), generation: 0 });

    const refused = saver.save('edits');
    await server.answerNext();
    await refused.catch(() => undefined);
    await saver.reload();
    server.version.bump();
    await saver.catchUp(server.version.current());
    // Taken in place: the panels are not started afresh (nothing of theirs was unsaved).
    expect(store.getState()).toMatchObject({ version: 4, edits: hook('theirs'), unsaved: [], generation: 1 });
    expect(server.sent).toHaveLength(1);
  });

  it('saves a waiting part on top of a newer version that did not change it (its own saves before a reload)', async () => {
    const server = heldServer(3);
    const { store, saver } = editorOf(1);
    store.setEdits(hook('mine'));
    await saver.catchUp(3);
    expect(store.getState()).toMatchObject({ version: 3, edits: hook('mine'), unsaved: ['edits'] });
    const saved = saver.save('edits');
    await server.answerNext();
    await saved;
    expect(server.sent.map((s) => s.body.base_version)).toEqual([3]);
    expect(store.getState()).toMatchObject({ version: 4, unsaved: [], conflict: false });
  });

  // With a speaker, the server's speaker analysis labelled its words after this editor's draft
  // was made (a draft restored over a reload): that is no change there either.
  it.each([
    { there: 'nothing', speaker: undefined },
    { there: 'only the speaker analysis’s labels', speaker: 's1' },
  ])(
    'sends a save refused as stale once more on the newer version when its part did not change there ($there)',
    async ({ speaker }) => {
      const server = heldServer(5, { speaker });
      const { store, saver } = editorOf(2);
      const words = sampleVideoDetail().transcript?.words ?? [];
      store.openWords(createEditorState(words, 5000));
      store.editWords({ type: 'editText', index: 0, text: 'Drafted' });
      const saved = saver.save('words');
      await server.answerNext();
      await server.answerNext();
      await saved;
      expect(server.sent.map((s) => [s.key, s.body.base_version])).toEqual([
        [WORDS, 2],
        [WORDS, 5],
      ]);
      // The words as stored (with the analysis's speaker) are the editor's now: nothing is unsaved.
      expect(store.getState()).toMatchObject({ version: 6, unsaved: [], conflict: false });
      const [first] = store.getState().transcript?.words ?? [];
      expect([first?.text, first?.speaker]).toEqual(['Drafted', speaker]);
    },
  );

  it('calls it a conflict when the words waiting here were changed there too', async () => {
    const server = heldServer(5);
    const { store, saver } = editorOf(2);
    const words = sampleVideoDetail().transcript?.words ?? [];
    // This editor opened on other words than the server holds now.
    store.openWords(createEditorState(words.slice(1), 5000));
    store.editWords({ type: 'editText', index: 0, text: 'Drafted' });
    const refused = saver.save('words');
    await server.answerNext();
    await expect(refused).rejects.toMatchObject({ httpStatus: 409 });
    expect(server.sent).toHaveLength(1);
    expect(store.getState()).toMatchObject({ version: 2, conflict: true, unsaved: ['words'] });
  });

  it('flushes unsaved words before it resolves, and says why when a save is refused', async () => {
    const server = heldServer();
    const { store, saver } = editorOf();
    const words = sampleVideoDetail().transcript?.words ?? [];
    store.openWords(createEditorState(words, 5000));
    store.editWords({ type: 'editText', index: 0, text: 'SOOO' });
    const flushed = saver.flush();
    await server.answerNext();
    await flushed;
    expect(server.sent[0]).toMatchObject({ key: WORDS, body: { base_version: 1 } });
    const sentWords = server.sent[0]?.body.words as { text: string }[] | undefined;
    expect(sentWords?.[0]?.text).toBe('SOOO');

    // A stale version: the flush rejects with the reason, the render does not start.
    server.version.bump();
    store.editWords({ type: 'editText', index: 0, text: 'SO' });
    const refused = saver.flush();
    await server.answerNext();
    await expect(refused).rejects.toEqual(new UnsavedChangesError(editConflictMessage));
  });
});
