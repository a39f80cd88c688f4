// The MCP server at /mcp (issue 36, docs/mcp.md), driven by the official SDK's own client over
// real HTTP: refused without a key, its tools listed and called with a key's scopes, their input
// checked by the routes' contracts, a video uploaded from an origin the operator allows, and the
// speakers of a video listed and renamed.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { SpeakerTrack, Transcript } from '@captionist/contracts';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordings, videos } from '../src/platform/db/schema';
import { signedInUser } from './support/accounts';
import type { BrowserAgent } from './support/browser-agent';
import { twoVoicesFound } from './support/speaker-tracks';
import { startTestServer, type TestServer } from './support/test-runtime';
import { newProject, putVideoFile } from './support/video-uploads';

let server: TestServer;
let baseUrl: string;
let files: Server;
let filesOrigin: string;
let video: Buffer;
const clients: Client[] = [];

beforeAll(async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'captionist-mcp-'));
  const file = path.join(dir, 'talk.mp4');
  execFileSync('ffmpeg', [
    ...['-y', '-v', 'error', '-f', 'lavfi', '-i', 'testsrc=size=160x120:rate=10'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=16000'],
    ...['-t', '1', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest', file],
  ]);
  video = readFileSync(file);
  await rm(dir, { recursive: true, force: true });
  // A file host the operator allows; /moved redirects elsewhere (never followed).
  files = createServer((request, response) => {
    if (request.url === '/talk.mp4') response.writeHead(200, { 'content-type': 'video/mp4' }).end(video);
    else if (request.url === '/moved') response.writeHead(302, { location: 'http://169.254.169.254/' }).end();
    else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => files.listen(0, '127.0.0.1', resolve));
  filesOrigin = `http://127.0.0.1:${(files.address() as AddressInfo).port}`;
  server = await startTestServer({ env: { UPLOAD_FROM_URL_ORIGINS: filesOrigin } });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const client of clients) await client.close().catch(() => {});
  await server?.close();
  await new Promise((resolve) => files?.close(resolve));
});

async function keyOf(browser: BrowserAgent, scopes: string[]): Promise<string> {
  return (await browser.post('/api/user/api-keys', { name: 'Agent', scopes })).json().data.secret;
}

async function connect(key?: string): Promise<Client> {
  const client = new Client({ name: 'captionist-test', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL('/mcp', baseUrl), {
    requestInit: key ? { headers: { authorization: `Bearer ${key}` } } : {},
  });
  await client.connect(transport);
  clients.push(client);
  return client;
}

const text = (result: unknown) => ((result as CallToolResult).content[0] as { text: string }).text;
const json = (result: unknown) => JSON.parse(text(result));

describe('MCP server', () => {
  it('refuses a client without a valid key', async () => {
    await expect(connect()).rejects.toThrow(/Send an API key/);
    await expect(connect('cap_not-a-key')).rejects.toThrow(/This API key is not valid/);
    const plain = await fetch(`${baseUrl}/mcp`, { method: 'POST', body: '{}' });
    expect(plain.status).toBe(401);
    expect(plain.headers.get('www-authenticate')).toMatch(/^Bearer/);
  });

  it('lists its tools and acts as the key’s user, within its scopes', async () => {
    const { browser } = await signedInUser(server);
    const client = await connect(await keyOf(browser, ['read', 'write']));
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(
      [
        'accept_clips',
        'apply_template',
        'create_project',
        'edit_words',
        'find_clips',
        'get_download_link',
        'get_render',
        'get_video',
        'list_projects',
        'list_speakers',
        'find_speakers',
        'list_templates',
        'list_videos',
        'rename_speaker',
        'start_render',
        'upload_video_from_url',
      ].sort(),
    );
    expect(tools.find((tool) => tool.name === 'get_video')?.inputSchema.required).toEqual(['video_id']);

    expect(json(await client.callTool({ name: 'list_projects', arguments: {} }))).toEqual([]);
    const project = json(
      await client.callTool({ name: 'create_project', arguments: { name: 'By an agent' } }),
    );
    expect(project.name).toBe('By an agent');
    expect((await browser.get('/api/user/projects')).json().data.map((p: { id: string }) => p.id)).toEqual([
      project.id,
    ]);
    const templates = json(await client.callTool({ name: 'list_templates', arguments: {} }));
    expect(templates.length).toBeGreaterThan(0);

    // The route's own contract checks the input, and its errors reach the agent as they are.
    const empty = await client.callTool({ name: 'create_project', arguments: { name: '   ' } });
    expect(empty.isError).toBe(true);
    expect(text(empty)).toContain('The project name is required.');
    const missing = await client.callTool({
      name: 'get_video',
      arguments: { video_id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(missing.isError).toBe(true);
    expect(text(missing)).toMatch(/^404: /);
    const render = await client.callTool({
      name: 'start_render',
      arguments: { video_id: '00000000-0000-4000-8000-000000000000' },
    });
    expect(text(render)).toBe('403: This API key lacks the "render" scope this request needs.');

    // Another user's project is not found.
    const stranger = await connect(await keyOf((await signedInUser(server)).browser, ['read']));
    const theirs = await stranger.callTool({ name: 'list_videos', arguments: { project_id: project.id } });
    expect(text(theirs)).toMatch(/^404: /);
    const readOnly = await stranger.callTool({ name: 'create_project', arguments: { name: 'No' } });
    expect(text(readOnly)).toBe('403: This API key lacks the "write" scope this request needs.');
  });

  it('uploads a video from an allowed origin only, and applies a template to it', async () => {
    const { browser } = await signedInUser(server);
    const client = await connect(await keyOf(browser, ['read', 'write']));
    const { id: projectId } = (await browser.post('/api/user/projects', { name: 'Uploads' })).json().data;
    const upload = (url: string) =>
      client.callTool({ name: 'upload_video_from_url', arguments: { project_id: projectId, url } });

    expect(text(await upload('http://example.com/talk.mp4'))).toBe(
      '403: Uploads from http://example.com are not allowed on this server.',
    );
    expect(text(await upload(`${filesOrigin}/moved`))).toBe('422: The URL answered 302, not the file.');
    expect(text(await upload(`${filesOrigin}/gone.mp4`))).toBe('422: The URL answered 404, not the file.');

    const done = await upload(`${filesOrigin}/talk.mp4`);
    expect(done.isError).toBeFalsy();
    const [listed] = (await browser.get(`/api/user/videos/project/${projectId}`)).json().data;
    expect(listed).toMatchObject({ name: 'talk.mp4' });
    // Confirmed: the stored file is the one served, and the video is being processed.
    expect(json(done)).toMatchObject({ id: listed.id, status: 'processing', size_bytes: video.length });

    const [template] = json(await client.callTool({ name: 'list_templates', arguments: {} }));
    const applied = await client.callTool({
      name: 'apply_template',
      arguments: { video_id: listed.id, template_id: template.id },
    });
    expect(applied.isError).toBeFalsy();
    expect(json(applied).caption_settings).toEqual(template.settings);
  });

  it('lists the speakers of a video, asks for them before its words, and renames one', async () => {
    const { browser } = await signedInUser(server);
    const client = await connect(await keyOf(browser, ['read', 'write']));
    const { id: vid } = await putVideoFile(server, browser, await newProject(browser), video, 'Talk.mp4');

    const early = await client.callTool({ name: 'find_speakers', arguments: { video_id: vid } });
    expect(text(early)).toMatch(/^409: Speakers are told apart once the video is transcribed/);

    // The analysis's result written as the speaker job stores it (the analysis itself: speakers.test.ts).
    const { db } = server.runtime.database;
    const track: SpeakerTrack = { status: 'done', progress: 100, error: null, ...twoVoicesFound };
    const transcript: Transcript = {
      language: 'en',
      engine: 'imported',
      note: null,
      words: [
        { text: 'Hello', start: 100, end: 400, confidence: null, speaker: 's1' },
        { text: 'there.', start: 600, end: 800, confidence: null, speaker: 's2' },
      ],
    };
    const [row] = await db
      .update(videos)
      .set({ transcript })
      .where(eq(videos.id, vid))
      .returning({ recordingId: videos.recordingId });
    await db
      .update(recordings)
      .set({ speakerTrack: track })
      .where(eq(recordings.id, row?.recordingId ?? ''));

    const listed = json(await client.callTool({ name: 'list_speakers', arguments: { video_id: vid } }));
    expect(listed).toMatchObject({ status: 'done', method: 'voices', turns: track.turns });
    expect(listed.speakers).toEqual([
      { id: 's1', name: 'Speaker 1', color: null, on_screen: false, speaking_ms: 300 },
      { id: 's2', name: 'Speaker 2', color: null, on_screen: false, speaking_ms: 200 },
    ]);

    const rename = (speaker_id: string, name: string, base_version = listed.edit_version) =>
      client.callTool({
        name: 'rename_speaker',
        arguments: { video_id: vid, speaker_id, name, base_version },
      });
    expect(text(await rename('s2', 'A'.repeat(41)))).toContain(
      "A speaker's name may be at most 40 characters.",
    );
    expect(text(await rename('s9', 'Ana'))).toBe('404: This video has no such speaker.');
    const renamed = json(await rename('s2', 'Ana'));
    expect(renamed.speakers.map((s: { name: string }) => s.name)).toEqual(['Speaker 1', 'Ana']);
    expect(renamed.edit_version).toBe(listed.edit_version + 1);
    expect(text(await rename('s1', 'Ben'))).toMatch(/^409: /);
    expect((await browser.get(`/api/user/videos/${vid}/speakers`)).json().data).toEqual(renamed);
  });
});
