import type { MultipartUploadResponse } from '@captionist/contracts';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerApiWith, type FakeReply, successReply } from '../../../test-support/answer-api-with';
import { sampleVideo } from '../../../test-support/video-fixtures';
import { createMultipartUpload } from './multipart-upload';
import { UploadPausedError } from './upload-paused-error';
import type { UploadJob } from './upload-strategy';

/** What the storage does with a PUT: take it, drop the connection, or never answer. */
type StorageBehaviour = 'accept' | 'drop' | 'hang';

/** The browser's XMLHttpRequest at the network edge: records each PUT and answers as told. */
class FakeStorageRequest {
  static sent: FakeStorageRequest[] = [];
  static behave: (url: string, attempt: number) => StorageBehaviour = () => 'accept';

  url = '';
  body: Blob | null = null;
  status = 0;
  responseText = '';
  aborted = false;
  upload: { onprogress: ((event: { loaded: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  getResponseHeader(name: string) {
    return name === 'ETag' ? `"etag-of-${this.url}"` : null;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  send(body: Blob) {
    this.body = body;
    const attempt = FakeStorageRequest.sent.filter((request) => request.url === this.url).length;
    FakeStorageRequest.sent.push(this);
    const behaviour = FakeStorageRequest.behave(this.url, attempt);
    if (behaviour === 'hang') return;
    queueMicrotask(() => {
      if (this.aborted) return;
      if (behaviour === 'drop') return this.onerror?.();
      this.upload.onprogress?.({ loaded: body.size });
      this.status = 200;
      this.onload?.();
    });
  }
}

const file = new File(['abcdefghijklmnopqrst'], 'Long interview.mp4', {
  type: 'video/mp4',
  lastModified: 1_700_000_000_000,
});
const part = (n: number, size: number) => ({ part_number: n, size, url: `https://storage/part-${n}` });
const session = (overrides: Partial<MultipartUploadResponse> = {}): MultipartUploadResponse => ({
  video: sampleVideo({ status: 'uploading' }),
  part_size: 8,
  part_count: 3,
  uploaded: [],
  parts: [part(1, 8), part(2, 8), part(3, 4)],
  ...overrides,
});

const bodies: Record<string, unknown>[] = [];
function answerMultipart(upload: MultipartUploadResponse, confirm: FakeReply = successReply(sampleVideo())) {
  return answerApiWith((config: InternalAxiosRequestConfig) => {
    if (config.method === 'post') bodies.push(config.data ? JSON.parse(config.data) : {});
    if (config.url === '/csrf-cookie') return { status: 204, data: '' };
    if (config.url === '/user/videos/multipart-upload-url/p1') return successReply(upload);
    if (config.url === '/user/videos/multipart-upload-part/v1')
      return successReply({ part_number: JSON.parse(config.data).part_number });
    if (config.url === '/user/videos/multipart-confirm-upload/v1') return confirm;
    return { status: 404, data: { status: 'error', message: 'Not here.' } };
  });
}

function job(overrides: Partial<UploadJob> = {}) {
  const progress: number[] = [];
  const options: UploadJob = {
    projectId: 'p1',
    file,
    language: 'auto',
    longRecording: false,
    resumeVideoId: null,
    signal: new AbortController().signal,
    onCreated: () => undefined,
    onProgress: (loaded) => progress.push(loaded),
    onSent: () => undefined,
    ...overrides,
  };
  return { options, progress };
}

const upload = createMultipartUpload({ concurrency: 3, retryDelaysMs: [0, 0] });
const sentText = () =>
  Promise.all(FakeStorageRequest.sent.map(async (request) => `${request.url} ${await request.body?.text()}`));

describe('multipartUpload', () => {
  beforeEach(() => {
    vi.stubGlobal('XMLHttpRequest', FakeStorageRequest);
    FakeStorageRequest.sent = [];
    FakeStorageRequest.behave = () => 'accept';
    bodies.length = 0;
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends each part its bytes, records every ETag, then confirms', async () => {
    const calls = answerMultipart(session());
    const { options, progress } = job({ language: 'de', longRecording: true });
    const video = await upload(options);

    expect(video.status).toBe('ready');
    expect(bodies[0]).toEqual({
      name: 'Long interview.mp4',
      size: 20,
      content_type: 'video/mp4',
      last_modified: 1_700_000_000_000,
      language: 'de',
      long_recording: true,
    });
    expect((await sentText()).sort()).toEqual([
      'https://storage/part-1 abcdefgh',
      'https://storage/part-2 ijklmnop',
      'https://storage/part-3 qrst',
    ]);
    expect(bodies).toContainEqual({ part_number: 3, etag: '"etag-of-https://storage/part-3"' });
    expect(calls.filter((call) => call.includes('multipart-upload-part'))).toHaveLength(3);
    expect(calls.at(-1)).toBe('POST /user/videos/multipart-confirm-upload/v1');
    expect(progress.at(-1)).toBe(20);
    expect(Math.max(...progress)).toBe(20);
  });

  it('resumes with the video and sends only the parts the server is missing', async () => {
    answerMultipart(session({ uploaded: [1, 2], parts: [part(3, 4)] }));
    const { options, progress } = job({ resumeVideoId: 'v1' });
    await upload(options);

    expect(bodies[0]).toEqual({ video_id: 'v1' });
    expect(await sentText()).toEqual(['https://storage/part-3 qrst']);
    expect(progress[0]).toBe(16);
    expect(progress.at(-1)).toBe(20);
  });

  it('sends a part again when its connection drops', async () => {
    answerMultipart(session());
    FakeStorageRequest.behave = (url, attempt) =>
      url.endsWith('part-2') && attempt === 0 ? 'drop' : 'accept';
    await upload(job().options);

    const urls = FakeStorageRequest.sent.map((request) => request.url);
    expect(urls.filter((url) => url.endsWith('part-2'))).toHaveLength(2);
    expect(bodies.filter((body) => body.part_number === 2)).toHaveLength(1);
  });

  it('pauses, without confirming, when the connection stays lost', async () => {
    const calls = answerMultipart(session());
    FakeStorageRequest.behave = (url) => (url.endsWith('part-3') ? 'drop' : 'accept');
    const created: string[] = [];
    const attempt = upload(job({ onCreated: (id) => created.push(id) }).options);

    await expect(attempt).rejects.toBeInstanceOf(UploadPausedError);
    expect(created).toEqual(['v1']);
    expect(FakeStorageRequest.sent.filter((request) => request.url.endsWith('part-3'))).toHaveLength(3);
    expect(calls).not.toContain('POST /user/videos/multipart-confirm-upload/v1');
  });

  it('fails, not pauses, when the server refuses an answered request', async () => {
    answerMultipart(session(), {
      status: 409,
      data: { status: 'error', message: 'Part 3 has not arrived yet.' },
    });
    const attempt = upload(job().options);
    await expect(attempt).rejects.toMatchObject({ message: 'Part 3 has not arrived yet.', httpStatus: 409 });
  });

  it('aborts every part in flight when cancelled', async () => {
    const calls = answerMultipart(session({ parts: [part(1, 8), part(2, 8), part(3, 4), part(4, 1)] }));
    FakeStorageRequest.behave = () => 'hang';
    const controller = new AbortController();
    const attempt = upload(job({ signal: controller.signal }).options);
    await vi.waitFor(() => expect(FakeStorageRequest.sent).toHaveLength(3));

    controller.abort();
    await expect(attempt).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeStorageRequest.sent.every((request) => request.aborted)).toBe(true);
    expect(FakeStorageRequest.sent).toHaveLength(3);
    expect(calls).not.toContain('POST /user/videos/multipart-confirm-upload/v1');
  });
});
