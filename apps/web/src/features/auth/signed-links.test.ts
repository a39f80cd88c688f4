import { describe, expect, it } from 'vitest';
import { readResetLink, readVerificationLink } from './signed-links';

describe('readVerificationLink', () => {
  it('reads the token from the path and the rest from the query', () => {
    const search = new URLSearchParams('expires=1700000000&signature=abc');
    expect(readVerificationLink('user-1', search)).toEqual({
      token: 'user-1',
      expires: '1700000000',
      signature: 'abc',
    });
  });

  it('refuses a link cut short', () => {
    expect(readVerificationLink('user-1', new URLSearchParams('expires=1'))).toBeNull();
    expect(readVerificationLink(undefined, new URLSearchParams('expires=1&signature=abc'))).toBeNull();
  });
});

describe('readResetLink', () => {
  it('reads every piece, decoding the e-mail address', () => {
    const search = new URLSearchParams('token=t1&email=ada%2Bx%40example.com&expires=17&signature=s');
    expect(readResetLink(search)).toEqual({
      token: 't1',
      email: 'ada+x@example.com',
      expires: '17',
      signature: 's',
    });
  });

  it('refuses a link without its e-mail address or token', () => {
    expect(readResetLink(new URLSearchParams('token=t1&expires=17&signature=s'))).toBeNull();
    expect(readResetLink(new URLSearchParams('email=a%40b.c&expires=17&signature=s'))).toBeNull();
  });
});
