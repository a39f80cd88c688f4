// For the hook and b-roll panels' tests: a server keeping one video's edits (GET/PUT, replaced
// as a whole, on the edit version they were based on), plus any other replies by "METHOD /url".
// Records the calls, the request bodies and the edits each save stored.
import type { VideoEdits } from '@captionist/contracts';
import { answerApiWith, type FakeReply, successReply } from './answer-api-with';
import { fakeEditVersion, withoutBaseVersion } from './fake-edit-version';

export const EDITS_URL = '/user/videos/v1/edits';
export type EditsReply = FakeReply | ((body: unknown) => FakeReply);

export function answerEdits(edits: VideoEdits, replies: Record<string, EditsReply> = {}) {
  const version = fakeEditVersion();
  const server = {
    version,
    edits,
    puts: [] as VideoEdits[],
    bodies: {} as Record<string, unknown[]>,
    calls: [] as string[],
  };
  server.calls = answerApiWith((config) => {
    const key = `${config.method?.toUpperCase()} ${config.url}`;
    const body = typeof config.data === 'string' ? JSON.parse(config.data) : config.data;
    if (body !== undefined) server.bodies[key] = [...(server.bodies[key] ?? []), body];
    const reply = replies[key];
    if (reply) return typeof reply === 'function' ? reply(body) : reply;
    if (key === `GET ${EDITS_URL}`) return successReply({ ...server.edits, edit_version: version.current() });
    if (key === `PUT ${EDITS_URL}`)
      return version.save(body, (next) => {
        server.edits = withoutBaseVersion(body as VideoEdits & { base_version: number });
        server.puts.push(server.edits);
        return { ...server.edits, edit_version: next };
      });
    if (config.url === '/csrf-cookie') return { status: 204, data: '' };
    return { status: 404, data: { status: 'error', message: `No fake for ${key}` } };
  });
  return server;
}
