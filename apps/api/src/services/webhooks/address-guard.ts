import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';

/*
 * Where a webhook may go (decision 089): never to a private, loopback, link-local, unique-local,
 * multicast, reserved or unspecified address, IPv4 or IPv6 (an IPv4 address inside IPv6, mapped,
 * compatible, NAT64 or 6to4, is judged as the IPv4 address it carries). A host name is resolved with
 * every address it has, and refused if ANY is refused (a name that answers a public and a private
 * address could be steered to the private one); the request then connects to the address that was
 * checked, never to a name resolved again (DNS rebinding). Loopback alone may be allowed, for tests.
 */

/** Why a URL or an address is refused, as the delivery log and a 400 show it. */
export class RefusedAddress extends Error {}

export interface GuardOptions {
  /** WEBHOOKS_ALLOW_LOOPBACK: loopback addresses, and plain http, are allowed (tests only). */
  allowLoopback: boolean;
}

/** An address checked and allowed: what the request connects to. */
export interface CheckedAddress {
  address: string;
  family: 4 | 6;
}

type Verdict = 'public' | 'loopback' | 'private';

const inV4 = (b: readonly number[], base: readonly number[], bits: number) => {
  for (let i = 0; i < 4; i++) {
    const take = Math.max(0, Math.min(8, bits - i * 8));
    const mask = take === 0 ? 0 : (0xff << (8 - take)) & 0xff;
    if ((b[i]! & mask) !== (base[i]! & mask)) return false;
  }
  return true;
};

const V4_REFUSED: [number[], number][] = [
  [[0, 0, 0, 0], 8], // "this network", unspecified
  [[10, 0, 0, 0], 8],
  [[100, 64, 0, 0], 10], // shared address space (carrier-grade NAT)
  [[169, 254, 0, 0], 16], // link-local, cloud metadata
  [[172, 16, 0, 0], 12],
  [[192, 0, 0, 0], 24], // IETF protocol assignments
  [[192, 0, 2, 0], 24], // documentation
  [[192, 88, 99, 0], 24], // 6to4 relay anycast
  [[192, 168, 0, 0], 16],
  [[198, 18, 0, 0], 15], // benchmarking
  [[198, 51, 100, 0], 24], // documentation
  [[203, 0, 113, 0], 24], // documentation
  [[224, 0, 0, 0], 4], // multicast
  [[240, 0, 0, 0], 4], // reserved, broadcast
];

function v4Verdict(b: readonly number[]): Verdict {
  if (b[0] === 127) return 'loopback';
  return V4_REFUSED.some(([base, bits]) => inV4(b, base, bits)) ? 'private' : 'public';
}

function parseV4(text: string): number[] | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  const bytes = parts.map((p) => (/^\d{1,3}$/.test(p) ? Number(p) : NaN));
  return bytes.every((n) => n >= 0 && n <= 255) ? bytes : null;
}

/** The 16 bytes of an IPv6 address (with `::` and a dotted IPv4 tail); null when it is not one. */
function parseV6(text: string): number[] | null {
  const zoneless = text.replace(/%.*$/, '');
  let head = zoneless;
  let tailV4: number[] = [];
  const lastColon = head.lastIndexOf(':');
  if (head.slice(lastColon + 1).includes('.')) {
    const v4 = parseV4(head.slice(lastColon + 1));
    if (!v4) return null;
    tailV4 = v4;
    head = `${head.slice(0, lastColon + 1)}0:0`;
  }
  const halves = head.split('::');
  if (halves.length > 2) return null;
  const groups = (s: string) => (s === '' ? [] : s.split(':'));
  const left = groups(halves[0]!);
  const right = halves.length === 2 ? groups(halves[1]!) : [];
  const missing = 8 - left.length - right.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const all = [...left, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...right];
  const bytes: number[] = [];
  for (const g of all) {
    if (!/^[0-9a-f]{1,4}$/i.test(g)) return null;
    const n = parseInt(g, 16);
    bytes.push(n >> 8, n & 0xff);
  }
  if (tailV4.length) bytes.splice(12, 4, ...tailV4);
  return bytes;
}

function v6Verdict(b: readonly number[]): Verdict {
  const zeroTo = (n: number) => b.slice(0, n).every((x) => x === 0);
  if (zeroTo(15) && b[15] === 1) return 'loopback'; // ::1
  if (zeroTo(16)) return 'private'; // ::
  // ::ffff:a.b.c.d (mapped) and ::a.b.c.d (compatible): the IPv4 address inside.
  if (zeroTo(10) && b[10] === 0xff && b[11] === 0xff) return v4Verdict(b.slice(12));
  if (zeroTo(12)) return v4Verdict(b.slice(12));
  // 64:ff9b::/96 (NAT64) carries an IPv4 address in its last 32 bits; 2002::/16 (6to4) in bits 16-47.
  if (
    b[0] === 0x00 &&
    b[1] === 0x64 &&
    b[2] === 0xff &&
    b[3] === 0x9b &&
    b.slice(4, 12).every((x) => x === 0)
  )
    return v4Verdict(b.slice(12));
  if (b[0] === 0x20 && b[1] === 0x02) return v4Verdict(b.slice(2, 6));
  if (b[0] === 0xff) return 'private'; // multicast
  if (b[0] === 0xfe && (b[1]! & 0xc0) === 0x80) return 'private'; // fe80::/10 link-local
  if (b[0] === 0xfe && (b[1]! & 0xc0) === 0xc0) return 'private'; // fec0::/10 site-local (deprecated)
  if ((b[0]! & 0xfe) === 0xfc) return 'private'; // fc00::/7 unique-local
  if (b[0] === 0x01 && b[1] === 0x00 && b.slice(2, 8).every((x) => x === 0)) return 'private'; // 100::/64 discard
  if (b[0] === 0x20 && b[1] === 0x01 && b[2] === 0x0d && b[3] === 0xb8) return 'private'; // documentation
  return 'public';
}

/** Whether an IP address (v4 or v6, as text) may be reached. Anything that is not an address is refused. */
export function addressVerdict(address: string): Verdict {
  const kind = isIP(address.replace(/%.*$/, ''));
  if (kind === 4) {
    const b = parseV4(address);
    return b ? v4Verdict(b) : 'private';
  }
  if (kind === 6) {
    const b = parseV6(address);
    return b ? v6Verdict(b) : 'private';
  }
  return 'private';
}

export function isAllowedAddress(address: string, opts: GuardOptions): boolean {
  const verdict = addressVerdict(address);
  return verdict === 'public' || (verdict === 'loopback' && opts.allowLoopback);
}

const REFUSED_ADDRESS =
  'url must reach a public address: private, loopback, link-local and other internal addresses are refused';

/**
 * Checks a webhook URL and answers the address to connect to: https (http only when loopback is
 * allowed), no credentials in it, and a host whose every address is allowed. Throws RefusedAddress.
 */
export async function checkWebhookUrl(url: string, opts: GuardOptions): Promise<CheckedAddress> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new RefusedAddress('url must be a full https URL');
  }
  if (parsed.protocol !== 'https:' && !(parsed.protocol === 'http:' && opts.allowLoopback))
    throw new RefusedAddress('url must start with https://');
  if (parsed.username || parsed.password)
    throw new RefusedAddress('url must not carry a user name or password');
  const host = parsed.hostname.replace(/^\[(.*)\]$/, '$1');
  if (isIP(host)) {
    if (!isAllowedAddress(host, opts)) throw new RefusedAddress(REFUSED_ADDRESS);
    return { address: host, family: isIP(host) as 4 | 6 };
  }
  let addresses: { address: string; family: number }[];
  try {
    addresses = await lookup(host, { all: true, verbatim: true });
  } catch {
    throw new RefusedAddress(`url's host ${host} could not be found`);
  }
  if (!addresses.length) throw new RefusedAddress(`url's host ${host} could not be found`);
  if (addresses.some((a) => !isAllowedAddress(a.address, opts))) throw new RefusedAddress(REFUSED_ADDRESS);
  const first = addresses[0]!;
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}
