import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { expect, it } from 'vitest';
import { loggerOptions } from '../logger';
import { RequestLogController } from './request-logging';

async function logLinesOf(level: 'info' | 'debug', url: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = Fastify({
    logger: { ...loggerOptions({ LOG_LEVEL: level, LOG_PRETTY: false }), stream },
    logController: new RequestLogController(),
  });
  app.get('/things', async () => ({ ok: true }));
  await app.inject({ url, headers: { cookie: 'captionist_session=secret-session' } });
  await app.close();
  return lines.filter((line) => line.reqId);
}

it('logs one line per answered request, naming it without its query string', async () => {
  const lines = await logLinesOf('info', '/things?signature=secret-signature');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatchObject({
    msg: 'request completed',
    req: { method: 'GET', url: '/things' },
    res: { statusCode: 200 },
  });
  expect(typeof lines[0]?.responseTime).toBe('number');
  expect(JSON.stringify(lines)).not.toMatch(/secret/);
});

it('adds the arrival line at debug level', async () => {
  const lines = await logLinesOf('debug', '/things');
  expect(lines.map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
});
