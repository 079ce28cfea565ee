import dns from 'node:dns';
import net from 'node:net';

/** A webhook address the server will not call (private network, bad scheme, unresolvable). */
export class WebhookRefusedError extends Error {
  override name = 'WebhookRefusedError';
}

/** IPv4 ranges that are not the public internet (RFC 1918, 6598, 3927, 5737, 2544, 6890, multicast, reserved). */
const privateV4: [string, number][] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];

/** IPv6 ranges that are not the public internet (loopback, unspecified, ULA, link-local, site-local, multicast, documentation, discard). */
const privateV6: [string, number][] = [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
  ['2001:db8::', 32],
  ['100::', 64],
];

const v4Groups = (address: string) => {
  const [a, b, c, d] = address.split('.').map(Number) as [number, number, number, number];
  return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)] as const;
};

const blockList = new net.BlockList();
for (const [address, prefix] of privateV4) {
  // Node's BlockList also matches the IPv4-mapped form (::ffff:a.b.c.d) of these.
  blockList.addSubnet(address, prefix, 'ipv4');
  const [hi, lo] = v4Groups(address);
  // The same IPv4 ranges embedded in NAT64, IPv4-compatible and 6to4 IPv6 addresses.
  blockList.addSubnet(`64:ff9b::${hi}:${lo}`, 96 + prefix, 'ipv6');
  blockList.addSubnet(`::${hi}:${lo}`, 96 + prefix, 'ipv6');
  blockList.addSubnet(`2002:${hi}:${lo}::`, 16 + prefix, 'ipv6');
}
for (const [address, prefix] of privateV6) blockList.addSubnet(address, prefix, 'ipv6');

/**
 * Whether an IP address is loopback, private, link-local, ULA, CGNAT or otherwise not a public internet
 * address (including IPv4 ranges embedded in IPv6). A string that is not an IP counts as private.
 */
export function isPrivateAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 0) return true;
  return blockList.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * Resolves a webhook host (every address, like the connection will) and refuses it when any address is
 * private. @returns the addresses. @throws WebhookRefusedError
 */
export async function assertPublicHost(hostname: string): Promise<dns.LookupAddress[]> {
  const host = hostname.replace(/^\[|\]$/g, '');
  const family = net.isIP(host);
  let addresses: dns.LookupAddress[];
  if (family !== 0) {
    addresses = [{ address: host, family }];
  } else {
    try {
      addresses = await dns.promises.lookup(host, { all: true });
    } catch (err) {
      throw new WebhookRefusedError(`Webhook host ${host} does not resolve: ${(err as Error).message}`);
    }
  }
  const blocked = addresses.find((a) => isPrivateAddress(a.address));
  if (blocked)
    throw new WebhookRefusedError(`Webhook host ${host} is a private address (${blocked.address})`);
  return addresses;
}

/**
 * A `lookup` for http(s).request that fails when the host resolves to a private address, so the address
 * checked is the address connected to (no second resolution between check and connect: DNS rebinding).
 */
export const publicOnlyLookup: net.LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, '', 0);
    const blocked = addresses.find((a) => isPrivateAddress(a.address));
    if (blocked) {
      return callback(new WebhookRefusedError(`Webhook host ${hostname} is a private address`), '', 0);
    }
    const first = addresses[0];
    if (options.all) return callback(null, addresses);
    if (!first) return callback(new WebhookRefusedError(`Webhook host ${hostname} does not resolve`), '', 0);
    return callback(null, first.address, first.family);
  });
};
