import type { LookupAddress } from 'node:dns';
import { describe, expect, it } from 'vitest';
import {
  checkUrlShape,
  guardedLookup,
  isPublicAddress,
  RefusedDestination,
  type ResolveAll,
} from './webhook-address';

const strict = { allowHttp: false, allowPrivateAddresses: false };

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fd00::1',
    '::ffff:127.0.0.1',
    '::ffff:10.0.0.1',
    '64:ff9b::a01:203',
    '2002:a01:203::1',
  ])('refuses %s', (address) => expect(isPublicAddress(address)).toBe(false));

  it.each(['8.8.8.8', '93.184.216.34', '2606:4700::1111'])('allows %s', (address) =>
    expect(isPublicAddress(address)).toBe(true),
  );
});

describe('checkUrlShape', () => {
  it('refuses http unless allowed', () => {
    expect(() => checkUrlShape(new URL('http://example.com/'), strict)).toThrow(RefusedDestination);
    expect(() => checkUrlShape(new URL('http://example.com/'), { ...strict, allowHttp: true })).not.toThrow();
  });

  it('refuses private address literals, IPv6 in brackets too, unless allowed', () => {
    for (const url of [
      'https://127.0.0.1/',
      'https://10.1.2.3/',
      'https://169.254.169.254/',
      'https://[::1]/',
    ])
      expect(() => checkUrlShape(new URL(url), strict), url).toThrow(RefusedDestination);
    expect(() =>
      checkUrlShape(new URL('https://[::1]/'), { ...strict, allowPrivateAddresses: true }),
    ).not.toThrow();
  });
});

describe('guardedLookup', () => {
  const resolver =
    (addresses: LookupAddress[]): ResolveAll =>
    (_host, _options, callback) =>
      callback(null, addresses);
  const lookup = (addresses: LookupAddress[], all: boolean, policy = strict) =>
    new Promise<unknown>((resolve, reject) =>
      guardedLookup(policy, resolver(addresses))('hooks.example', { all }, (err, address, family) =>
        err ? reject(err) : resolve(all ? address : [address, family]),
      ),
    );

  it('hands on public addresses, in the form asked for', async () => {
    const addresses = [{ address: '93.184.216.34', family: 4 }];
    expect(await lookup(addresses, true)).toEqual(addresses);
    expect(await lookup(addresses, false)).toEqual(['93.184.216.34', 4]);
  });

  it('refuses a name when any of its addresses is not public', async () => {
    const mixed = [
      { address: '93.184.216.34', family: 4 },
      { address: '127.0.0.1', family: 4 },
    ];
    await expect(lookup(mixed, true)).rejects.toThrow(/hooks\.example \(127\.0\.0\.1\) is not a public/);
    expect(await lookup(mixed, true, { ...strict, allowPrivateAddresses: true })).toEqual(mixed);
  });
});
