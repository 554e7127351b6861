import { isIP } from 'node:net';

/** IPv4 ranges a webhook never reaches unless its hook allows private addresses: [first octets, prefix length]. */
const IPV4_BLOCKED: [number[], number][] = [
  [[0], 8], // "this network", 0.0.0.0 included
  [[10], 8],
  [[100, 64], 10], // carrier-grade NAT
  [[127], 8],
  [[169, 254], 16], // link-local, cloud metadata
  [[172, 16], 12],
  [[192, 0, 0], 24],
  [[192, 168], 16],
  [[198, 18], 15], // benchmarking
  [[224], 4], // multicast
  [[240], 4], // reserved and broadcast
];

function ipv4Bytes(text: string): number[] {
  return text.split('.').map(Number);
}

function inRange(bytes: number[], [start, prefix]: [number[], number]): boolean {
  for (let bit = 0; bit < prefix; bit += 1) {
    const byte = bit >> 3;
    const mask = 0x80 >> (bit & 7);
    if (((bytes[byte] ?? 0) & mask) !== ((start[byte] ?? 0) & mask)) return false;
  }
  return true;
}

const blockedV4 = (bytes: number[]) => IPV4_BLOCKED.some((range) => inRange(bytes, range));

/** The 16 bytes of an IPv6 address (a dotted IPv4 tail allowed, a zone ignored). */
function ipv6Bytes(text: string): number[] {
  let address = text.split('%')[0]!;
  const lastColon = address.lastIndexOf(':');
  const tail = address.slice(lastColon + 1);
  if (tail.includes('.')) {
    const [a = 0, b = 0, c = 0, d = 0] = ipv4Bytes(tail);
    address = `${address.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = address.split('::') as [string, string | undefined];
  const groups = (part: string) => (part === '' ? [] : part.split(':').map((group) => parseInt(group, 16)));
  const before = groups(head);
  const after = rest === undefined ? [] : groups(rest);
  const words = [...before, ...Array<number>(8 - before.length - after.length).fill(0), ...after];
  return words.flatMap((word) => [word >> 8, word & 0xff]);
}

function blockedV6(bytes: number[]): boolean {
  const zeros = (from: number, to: number) => bytes.slice(from, to).every((byte) => byte === 0);
  // IPv4-mapped (::ffff:a.b.c.d) and the old IPv4-compatible form (::a.b.c.d, :: and ::1 among them).
  if (zeros(0, 10) && bytes[10] === 0xff && bytes[11] === 0xff) return blockedV4(bytes.slice(12));
  if (zeros(0, 12)) return true;
  // NAT64 (64:ff9b::/96) and 6to4 (2002::/16) carry an IPv4 address that may be private.
  if (inRange(bytes, [[0x00, 0x64, 0xff, 0x9b], 96])) return blockedV4(bytes.slice(12));
  if (inRange(bytes, [[0x20, 0x02], 16])) return blockedV4(bytes.slice(2, 6));
  return (
    inRange(bytes, [[0xfc], 7]) || // unique-local
    inRange(bytes, [[0xfe, 0x80], 10]) || // link-local
    inRange(bytes, [[0xfe, 0xc0], 10]) || // the old site-local
    inRange(bytes, [[0xff], 8]) // multicast
  );
}

/** True for an address a webhook must not reach by default: loopback, private, link-local, unique-local, unspecified, multicast. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address.split('%')[0]!);
  if (family === 4) return blockedV4(ipv4Bytes(address));
  if (family === 6) return blockedV6(ipv6Bytes(address));
  // Not an address at all: refused, never guessed.
  return true;
}
