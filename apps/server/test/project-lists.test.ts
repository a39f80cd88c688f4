// The dashboard's project list is kept in every API process's memory (project-list-cache.ts):
// it must still show every change to what it lists at once, however and wherever it was made.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { PROJECT_LISTS_CHANGED_CHANNEL } from '../src/modules/projects/project-list-cache';
import { insertVideo } from '../src/modules/videos/video-queries';
import { listen } from '../src/platform/db/listen';
import { changedHere, createNotifiedCache } from '../src/platform/db/notified-cache';
import { projects, videos } from '../src/platform/db/schema';
import { signedInUser } from './support/accounts';
import type { BrowserAgent } from './support/browser-agent';
import { serverForTheseTests } from './support/test-runtime';
import { onceHeard as heard } from './support/wait-until';

const server = serverForTheseTests();
const db = () => server().runtime.database.db;
const onceHeard = (check: () => Promise<void>) => heard(server().runtime.database, check);

interface Listed {
  id: string;
  name: string;
  video_count: number;
}

async function listed(browser: BrowserAgent): Promise<Listed[]> {
  const response = await browser.get('/api/user/projects');
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

async function userWithProject(name = 'Launch') {
  const user = await signedInUser(server());
  const created = await user.browser.post('/api/user/projects', { name });
  expect(created.statusCode).toBe(201);
  // Read twice: the list is then answered from memory.
  await listed(user.browser);
  await listed(user.browser);
  return { ...user, projectId: created.json().data.id as string };
}

const addVideo = (userId: string, projectId: string) =>
  insertVideo(db(), {
    id: randomUUID(),
    userId,
    projectId,
    name: 'clip.mp4',
    storageKey: `k/${randomUUID()}`,
  }).then((row) => row.id);

describe('project lists kept in memory', () => {
  it('shows a project renamed outside the API', async () => {
    const { browser, projectId } = await userWithProject();
    await db().update(projects).set({ name: 'Renamed by SQL' }).where(eq(projects.id, projectId));
    await onceHeard(async () => expect((await listed(browser))[0]?.name).toBe('Renamed by SQL'));
  });

  it('counts videos added, moved and removed outside the API', async () => {
    const { browser, id, projectId } = await userWithProject();
    const other = (await browser.post('/api/user/projects', { name: 'Other' })).json().data.id as string;
    const videoId = await addVideo(id, projectId);
    const counts = async () => Object.fromEntries((await listed(browser)).map((p) => [p.id, p.video_count]));
    await onceHeard(async () => expect(await counts()).toEqual({ [projectId]: 1, [other]: 0 }));
    await db().update(videos).set({ projectId: other }).where(eq(videos.id, videoId));
    await onceHeard(async () => expect(await counts()).toEqual({ [projectId]: 0, [other]: 1 }));
    await db().delete(videos).where(eq(videos.id, videoId));
    await onceHeard(async () => expect(await counts()).toEqual({ [projectId]: 0, [other]: 0 }));
  });

  it('shows a project deleted outside the API, and a project another process created', async () => {
    const { browser, id, projectId } = await userWithProject();
    await db().delete(projects).where(eq(projects.id, projectId));
    await onceHeard(async () => expect(await listed(browser)).toEqual([]));
    await db().insert(projects).values({ userId: id, name: 'From a worker' });
    await onceHeard(async () =>
      expect((await listed(browser)).map((p) => p.name)).toEqual(['From a worker']),
    );
  });

  it('shows changes made through the API at once, before any notification could arrive', async () => {
    const { browser, projectId } = await userWithProject();
    const upload = await browser.post(`/api/user/videos/upload-url/${projectId}`, {
      name: 'talk.mp4',
      size: 1_000,
      content_type: 'video/mp4',
    });
    expect(upload.statusCode).toBe(201);
    expect((await listed(browser))[0]?.video_count).toBe(1);
    const renamed = await browser.request({
      method: 'PUT',
      url: `/api/user/projects/${projectId}`,
      payload: { name: 'Teaser' },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await listed(browser))[0]?.name).toBe('Teaser');
  });

  it('keeps one user’s list out of another’s', async () => {
    const first = await userWithProject('Mine');
    const second = await userWithProject('Theirs');
    expect((await listed(first.browser)).map((p) => p.name)).toEqual(['Mine']);
    expect((await listed(second.browser)).map((p) => p.name)).toEqual(['Theirs']);
  });

  it('announces a change to what a list shows and nothing else', async () => {
    const { id, projectId } = await userWithProject();
    const payloads: string[] = [];
    const listening = await listen(server().runtime.database, PROJECT_LISTS_CHANGED_CHANNEL, {
      onNotification: (payload) => payloads.push(payload),
    });
    const videoId = await addVideo(id, projectId);
    await db()
      .update(videos)
      .set({ status: 'ready', transcriptionProgress: 50 })
      .where(eq(videos.id, videoId));
    await db().update(projects).set({ name: 'Last' }).where(eq(projects.id, projectId));
    // Notifications arrive in commit order: had the status update announced itself, there would
    // be three by the time the rename's is here.
    await vi.waitFor(() => expect(payloads).toHaveLength(2));
    expect(payloads).toEqual([id, id]);
    await listening.close();
  });
});

describe('notified cache', () => {
  // A channel of its own: nothing in the database announces on it, so only changedHere can.
  const channel = `test_cache_${randomUUID().slice(0, 8)}`;

  it('answers from memory until a change is told', async () => {
    const cache = await createNotifiedCache<string[]>(server().runtime.database, {
      channel,
      maxSize: 10,
      ttlMs: 60_000,
    });
    expect(await cache.read('a', async () => ['first'])).toEqual(['first']);
    expect(await cache.read('a', async () => ['second'])).toEqual(['first']);
    changedHere(channel, 'b');
    expect(await cache.read('a', async () => ['second'])).toEqual(['first']);
    changedHere(channel, 'a');
    expect(await cache.read('a', async () => ['third'])).toEqual(['third']);
    changedHere(channel);
    expect(await cache.read('a', async () => ['fourth'])).toEqual(['fourth']);
    await cache.close();
  });

  it('does not keep a read that overlapped a change', async () => {
    const cache = await createNotifiedCache<string[]>(server().runtime.database, {
      channel,
      maxSize: 10,
      ttlMs: 60_000,
    });
    const overlapped = await cache.read('a', async () => {
      changedHere(channel, 'a');
      return ['stale'];
    });
    expect(overlapped).toEqual(['stale']);
    expect(await cache.read('a', async () => ['fresh'])).toEqual(['fresh']);
    await cache.close();
  });
});
