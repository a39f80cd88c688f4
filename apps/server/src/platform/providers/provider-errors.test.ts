import { describe, expect, it } from 'vitest';
import { errorDetail, refusalMessage } from './provider-errors';

describe('errorDetail', () => {
  it('reads OpenAI, Deepgram and plain error bodies', () => {
    expect(
      errorDetail({ error: { message: 'Invalid file format.', type: 'invalid_request_error' } }, ''),
    ).toBe('Invalid file format.');
    expect(errorDetail({ err_code: 'INVALID_AUTH', err_msg: 'Invalid credentials.' }, '')).toBe(
      'Invalid credentials.',
    );
    expect(errorDetail('<html><body><h1>502 Bad Gateway</h1></body></html>', '')).toBe('502 Bad Gateway');
    expect(errorDetail({ unexpected: true }, '')).toBe('');
  });

  it('never repeats the key', () => {
    expect(errorDetail({ error: { message: 'Incorrect API key provided: sk-123.' } }, 'sk-123')).toBe(
      'Incorrect API key provided: ***.',
    );
  });
});

describe('refusalMessage', () => {
  const call = { provider: 'Deepgram', secret: 'k', subject: 'the audio' };
  it('points at what the person can fix', () => {
    expect(refusalMessage(call, 401, '')).toBe(
      'Deepgram refused the API key (HTTP 401); check it in the server settings.',
    );
    expect(refusalMessage(call, 402, 'No credit.')).toBe(
      'Deepgram says the account has no credit left (HTTP 402). It said: No credit.',
    );
    expect(refusalMessage(call, 413, '')).toBe('Deepgram says the audio is too large (HTTP 413).');
    expect(refusalMessage(call, 400, 'corrupt')).toBe(
      'Deepgram rejected the audio (HTTP 400). It said: corrupt',
    );
  });
});
