import { describe, expect, it } from 'vitest';
import { apiErrorMessage, backoffMs, retryAfterMs } from './post-with-retry';

describe('retryAfterMs', () => {
  it('reads seconds and HTTP dates', () => {
    expect(retryAfterMs('2')).toBe(2000);
    expect(retryAfterMs('Wed, 21 Oct 2015 07:28:10 GMT', Date.parse('Wed, 21 Oct 2015 07:28:00 GMT'))).toBe(
      10_000,
    );
    expect(retryAfterMs(null)).toBeNull();
    expect(retryAfterMs('soon')).toBeNull();
  });
});

describe('backoffMs', () => {
  it('doubles with each attempt, plus less than one base of jitter', () => {
    expect(backoffMs(100, 1)).toBeGreaterThanOrEqual(100);
    expect(backoffMs(100, 1)).toBeLessThan(200);
    expect(backoffMs(100, 4)).toBeGreaterThanOrEqual(800);
  });
});

describe('apiErrorMessage', () => {
  it('reads OpenAI, Deepgram and plain error bodies', () => {
    expect(
      apiErrorMessage('{"error":{"message":"Invalid file format.","type":"invalid_request_error"}}'),
    ).toBe('Invalid file format.');
    expect(apiErrorMessage('{"err_code":"INVALID_AUTH","err_msg":"Invalid credentials."}')).toBe(
      'Invalid credentials.',
    );
    expect(apiErrorMessage('<html><body><h1>502 Bad Gateway</h1></body></html>')).toBe('502 Bad Gateway');
  });
});
