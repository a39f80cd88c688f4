// For the hook and b-roll panels' tests: a server keeping one video's edits (GET/PUT, replaced
// as a whole), plus any other replies by "METHOD /url". Records the calls and request bodies.
import type { VideoEdits } from '@captionist/contracts';
import { answerApiWith, type FakeReply, successReply } from './answer-api-with';

export const EDITS_URL = '/user/videos/v1/edits';
export type EditsReply = FakeReply | ((body: unknown) => FakeReply);

export function answerEdits(edits: VideoEdits, replies: Record<string, EditsReply> = {}) {
  const server = {
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
    if (key === `GET ${EDITS_URL}`) return successReply(server.edits);
    if (key === `PUT ${EDITS_URL}`) {
      server.puts.push(body);
      server.edits = body;
      return successReply(body);
    }
    if (config.url === '/csrf-cookie') return { status: 204, data: '' };
    return { status: 404, data: { status: 'error', message: `No fake for ${key}` } };
  });
  return server;
}
