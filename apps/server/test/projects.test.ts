// Projects through the API: ownership, the plan's project limit, and file clean-up on delete.
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerWorkers } from '../src/jobs/register-workers';
import { projectStoragePrefix } from '../src/modules/projects/project-storage';
import { signedInUser } from './support/accounts';
import { startTestServer, type TestServer } from './support/test-runtime';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await registerWorkers(server.runtime);
});
afterAll(async () => {
  await server?.close();
});

describe('projects', () => {
  it('creates, lists, renames and deletes the user’s own projects', async () => {
    const { browser } = await signedInUser(server);
    expect((await browser.get('/api/user/projects')).json()).toEqual({ status: 'success', data: [] });
    const created = await browser.post('/api/user/projects', { name: '  Launch video  ' });
    expect(created.statusCode).toBe(201);
    const project = created.json().data;
    expect(project).toMatchObject({ name: 'Launch video', video_count: 0 });
    const renamed = await browser.request({
      method: 'PUT',
      url: `/api/user/projects/${project.id}`,
      payload: { name: 'Teaser' },
    });
    expect(renamed.json().data.name).toBe('Teaser');
    expect(
      (await browser.get('/api/user/projects')).json().data.map((p: { name: string }) => p.name),
    ).toEqual(['Teaser']);
    const deleted = await browser.request({ method: 'DELETE', url: `/api/user/projects/${project.id}` });
    expect(deleted.statusCode).toBe(200);
    expect((await browser.get(`/api/user/projects/${project.id}`)).statusCode).toBe(404);
  });

  it('enforces the plan’s project limit on the server with a human message', async () => {
    const { browser } = await signedInUser(server);
    for (const name of ['a', 'b', 'c'])
      expect((await browser.post('/api/user/projects', { name })).statusCode).toBe(201);
    const fourth = await browser.post('/api/user/projects', { name: 'd' });
    expect(fourth.statusCode).toBe(403);
    expect(fourth.json().message).toBe('Your plan allows 3 projects. Delete one or upgrade to create more.');
  });

  it('answers 404 for another user’s project and for malformed ids on every route', async () => {
    const owner = await signedInUser(server);
    const intruder = await signedInUser(server);
    const { id } = (await owner.browser.post('/api/user/projects', { name: 'Mine' })).json().data;
    for (const target of [id, 'not-a-uuid', "1' or '1'='1"]) {
      const url = `/api/user/projects/${encodeURIComponent(target)}`;
      expect((await intruder.browser.get(url)).statusCode).toBe(404);
      expect(
        (await intruder.browser.request({ method: 'PUT', url, payload: { name: 'x' } })).statusCode,
      ).toBe(404);
      expect((await intruder.browser.request({ method: 'DELETE', url })).statusCode).toBe(404);
    }
    expect((await owner.browser.get(`/api/user/projects/${id}`)).json().data.name).toBe('Mine');
  });

  it('validates names', async () => {
    const { browser } = await signedInUser(server);
    const empty = await browser.post('/api/user/projects', { name: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.name).toEqual(['The project name is required.']);
    expect((await browser.post('/api/user/projects', { name: 'x'.repeat(101) })).statusCode).toBe(422);
    expect((await browser.post('/api/user/projects', { name: 42 })).statusCode).toBe(422);
  });

  it('deletes the project’s stored files in a job', async () => {
    const { browser, id: userId } = await signedInUser(server);
    const { id } = (await browser.post('/api/user/projects', { name: 'With files' })).json().data;
    const key = `${projectStoragePrefix(userId, id)}/videos/x/source.mp4`;
    await server.runtime.storage.put(key, Readable.from([Buffer.from('video bytes')]));
    await browser.request({ method: 'DELETE', url: `/api/user/projects/${id}` });
    const deadline = Date.now() + 20_000;
    while ((await server.runtime.storage.head(key)) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(await server.runtime.storage.head(key)).toBeNull();
  });
});
