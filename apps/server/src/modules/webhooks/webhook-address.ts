// Where webhooks may go (docs/webhooks.md "Where events may be sent"): a public address, over
// https, unless the operator allows otherwise. Checked when an endpoint is saved, and again at
// connect time on every address DNS gives, so that a name cannot later point us at the inside
// of the network (DNS rebinding): the connection goes to the address that was checked.
import dns, { type LookupAddress, type LookupAllOptions } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { webhookMessages } from './webhook-messages';

export interface AddressPolicy {
  allowHttp: boolean;
  allowPrivateAddresses: boolean;
}

/** dns.lookup's shape with `all: true`: how names are resolved (tests give a resolver of their own). */
export type ResolveAll = (
  hostname: string,
  options: LookupAllOptions,
  callback: (err: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void;

export const systemResolver: ResolveAll = (hostname, options, callback) =>
  dns.lookup(hostname, options, callback);

/** A refused destination: the reason is for the person, shown on the endpoint or the delivery. */
export class RefusedDestination extends Error {
  readonly code = 'WEBHOOK_REFUSED_DESTINATION';
}

/** Only ordinary public unicast: not loopback, private, link-local, unique-local, CGNAT, multicast… */
export const isPublicAddress = (address: string): boolean =>
  ipaddr.isValid(address) && ipaddr.process(address).range() === 'unicast';

/** The host of a URL as a connection wants it: IPv6 literals without their brackets. */
export const bareHost = (url: URL): string => url.hostname.replace(/^\[(.*)\]$/, '$1');

/** Throws RefusedDestination for a URL the policy forbids before any name is resolved. */
export function checkUrlShape(url: URL, policy: AddressPolicy): void {
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && policy.allowHttp))
    throw new RefusedDestination(webhookMessages.httpsOnly);
  const host = bareHost(url);
  if (isIP(host) && !policy.allowPrivateAddresses && !isPublicAddress(host))
    throw new RefusedDestination(webhookMessages.privateAddress(host));
}

/** The addresses `host` resolves to, all checked; a name that resolves to none is let through. */
export async function checkResolvedHost(host: string, policy: AddressPolicy, resolve = systemResolver) {
  if (isIP(host) || policy.allowPrivateAddresses) return;
  const addresses = await new Promise<LookupAddress[]>((done) =>
    // A name that does not resolve (yet) is no danger: the send checks it again when it connects.
    resolve(host, { all: true }, (err, found) => done(err ? [] : found)),
  );
  const inside = addresses.find((entry) => !isPublicAddress(entry.address));
  if (inside) throw new RefusedDestination(webhookMessages.privateAddress(`${host} (${inside.address})`));
}

/**
 * A `lookup` for http.request that resolves the name and refuses it when any address is not
 * public: Node then connects to exactly the addresses given here.
 */
export function guardedLookup(policy: AddressPolicy, resolve = systemResolver): LookupFunction {
  return (hostname, options, callback) => {
    const asked = options.family;
    const family = asked === 4 || asked === 'IPv4' ? 4 : asked === 6 || asked === 'IPv6' ? 6 : 0;
    resolve(hostname, { all: true, family }, (err, addresses) => {
      if (err) return callback(err, []);
      const inside = addresses.find((entry) => !isPublicAddress(entry.address));
      if (inside && !policy.allowPrivateAddresses)
        return callback(
          new RefusedDestination(webhookMessages.privateAddress(`${hostname} (${inside.address})`)),
          [],
        );
      const [first] = addresses;
      if (!first)
        return callback(Object.assign(new Error(`${hostname} has no address.`), { code: 'ENOTFOUND' }), []);
      if (options.all) callback(null, addresses);
      else callback(null, first.address, first.family);
    });
  };
}
