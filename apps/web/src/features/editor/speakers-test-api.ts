// For unit tests of who is speaking in the editor: a server keeping one video's words, edits
// (with its speakers' names and colours) and speaker analysis, each save on the edit version it
// was based on, plus any other replies by "METHOD /url". Records the calls and the bodies sent.
import {
  defaultSpeakerName,
  type TranscriptWord,
  type VideoEdits,
  type VideoSpeakers,
  videoEditsSchema,
} from '@captionist/contracts';
import { answerApiWith, type FakeReply, successReply } from '../../test-support/answer-api-with';
import { sampleVideoDetail } from '../../test-support/editor-fixtures';
import { fakeEditVersion, withoutBaseVersion } from '../../test-support/fake-edit-version';
import { w } from '../../test-support/word-fixtures';

export const SPEAKERS = '/user/videos/v1/speakers';
export const FIND_SPEAKERS = 'POST /user/videos/v1/find-speakers';
export const PUT_EDITS = 'PUT /user/videos/v1/edits';
export const SAVE_WORDS = 'POST /user/videos/v1/save-transcription';

export type Reply = FakeReply | ((body: unknown) => FakeReply | Promise<FakeReply>);

/** "Hi Ana. Hello Ben. Bye" said by s1, s2, s1, 0.4 s a word. */
export const conversation = (): TranscriptWord[] =>
  [
    ['Hi', 's1'],
    ['Ana.', 's1'],
    ['Hello', 's2'],
    ['Ben.', 's2'],
    ['Bye', 's1'],
  ].map(([text, speaker], n) => ({ ...w(text as string, n * 400, n * 400 + 300), speaker }));

interface Analysis {
  status: VideoSpeakers['status'];
  progress: number;
  error: string | null;
  speakers: { id: string; on_screen: boolean; speaking_ms: number }[];
}

export const twoSpeakers = (): Analysis => ({
  status: 'done',
  progress: 100,
  error: null,
  speakers: [
    { id: 's1', on_screen: true, speaking_ms: 900 },
    { id: 's2', on_screen: false, speaking_ms: 600 },
  ],
});

interface SpeakersServerData {
  words?: TranscriptWord[];
  analysis?: Analysis;
  /** The video's edits as saved (its speakers' names and colours, its cuts). */
  edits?: Partial<VideoEdits>;
}

export function answerSpeakers(
  replies: Record<string, Reply> = {},
  { words = conversation(), analysis = twoSpeakers(), edits = {} }: SpeakersServerData = {},
) {
  const version = fakeEditVersion();
  const server = {
    version,
    words,
    analysis,
    edits: videoEditsSchema.parse(edits),
    bodies: {} as Record<string, unknown[]>,
    calls: [] as string[],
  };
  const video = () => sampleVideoDetail({ edit_version: version.current() }, server.words);
  const speakers = (): VideoSpeakers => ({
    ...server.analysis,
    method: server.analysis.status === 'done' ? 'faces' : null,
    speakers: server.analysis.speakers.map((speaker) => {
      const label = server.edits.speakers.find((each) => each.id === speaker.id);
      return { ...speaker, name: label?.name ?? defaultSpeakerName(speaker.id), color: label?.color ?? null };
    }),
    turns: [],
    faces: [],
    edit_version: version.current(),
  });
  const rename = (id: string, body: { name?: string; color?: string | null }) => {
    const others = server.edits.speakers.filter((label) => label.id !== id);
    const label = server.edits.speakers.find((each) => each.id === id);
    const name = body.name ?? label?.name ?? defaultSpeakerName(id);
    const color = body.color === undefined ? (label?.color ?? null) : body.color;
    server.edits = { ...server.edits, speakers: [...others, { id, name, color }] };
  };
  const defaults: Record<string, Reply> = {
    'GET /user/videos/v1': () => successReply(video()),
    'GET /user/videos/v1/edits': () => successReply({ ...server.edits, edit_version: version.current() }),
    [PUT_EDITS]: (body) =>
      version.save(body, (next) => {
        server.edits = withoutBaseVersion(body as VideoEdits & { base_version: number }) as VideoEdits;
        return { ...server.edits, edit_version: next };
      }),
    [SAVE_WORDS]: (body) =>
      version.save(body, () => {
        server.words = (body as { words: TranscriptWord[] }).words;
        return video();
      }),
    [`GET ${SPEAKERS}`]: () => successReply(speakers()),
    [FIND_SPEAKERS]: () => {
      server.analysis = { status: 'queued', progress: 0, error: null, speakers: [] };
      return successReply(speakers());
    },
  };
  server.calls = answerApiWith((config) => {
    const key = `${config.method?.toUpperCase()} ${config.url}`;
    const body = typeof config.data === 'string' ? JSON.parse(config.data) : undefined;
    if (body !== undefined) server.bodies[key] = [...(server.bodies[key] ?? []), body];
    const reply = replies[key] ?? defaults[key];
    if (typeof reply === 'function') return reply(body);
    if (reply) return reply;
    const patched = key.match(/^PATCH \/user\/videos\/v1\/speakers\/(s\d+)$/)?.[1];
    if (patched)
      return version.save(body, () => {
        rename(patched, body);
        return speakers();
      });
    return { status: 204, data: '' };
  });
  return server;
}
