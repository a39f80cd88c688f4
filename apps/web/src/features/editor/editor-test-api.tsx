// For unit tests of the editor page's transcript side: plays the API ("METHOD /url" → reply) and
// opens /video/v1.
import type { TranscriptionStatusResponse } from '@captionist/contracts';
import { screen } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { answerApiWith, type FakeReply, successReply } from '../../test-support/answer-api-with';
import { renderScreen } from '../../test-support/render-screen';
import { VideoEditorPage } from './VideoEditorPage';

/** A reply, or how to answer a request from its body (a promise holds the answer back). */
export type Reply = FakeReply | ((body: unknown) => FakeReply | Promise<FakeReply>);

/** Answers "METHOD /url" from `replies`; returns the calls and the bodies sent. */
export function answerEditor(replies: Record<string, Reply>) {
  const bodies: Record<string, unknown> = {};
  const calls = answerApiWith((config: InternalAxiosRequestConfig) => {
    const key = `${config.method?.toUpperCase()} ${config.url}`;
    const body = typeof config.data === 'string' ? JSON.parse(config.data) : undefined;
    if (body !== undefined) bodies[key] = body;
    const reply = replies[key];
    if (typeof reply === 'function') return reply(body);
    return reply ?? { status: 204, data: '' };
  });
  return { calls, bodies };
}

export const status = (patch: Partial<TranscriptionStatusResponse>) =>
  successReply({ status: 'done', progress: 100, error: null, engine: 'pocketsphinx', ...patch });

export const openEditor = () => renderScreen(<VideoEditorPage />, { path: '/video/:vid', at: '/video/v1' });

/** A word of the transcript, by its text. */
export const word = (text: string) => screen.getByRole('button', { name: text, pressed: undefined });
