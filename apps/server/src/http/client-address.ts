import { isIPv6 } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** The eight 16-bit groups of an IPv6 address, '::' expanded. */
function ipv6Groups(ip: string): string[] {
  const [head = '', tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = ip.includes('::') && tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  return [...left, ...Array<string>(Math.max(0, missing)).fill('0'), ...right].map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''));
}

/**
 * The address that rate limits count by: an IPv4 address as it is (also when IPv4-mapped), an IPv6 address by its
 * /64 network, since one subscriber usually holds a whole /64 and could otherwise rotate through it.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  return `${ipv6Groups(ip.split('%')[0]!).slice(0, 4).join(':')}::/64`;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's address as rate limits count it (see addressKey). */
    clientAddress: string;
  }
}

/**
 * TRUST_PROXY as Fastify takes it. Fastify refuses a bare hop count (it trusts nothing then), so hops become a
 * function: the socket and the next hops-1 entries from the right are proxies, the entry after them is the client.
 * Entries further left are what the client wrote and never count.
 */
export function proxyTrust(setting: false | number | string[]): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}

export function registerClientAddress(app: FastifyInstance) {
  app.decorateRequest('clientAddress', {
    getter() {
      return addressKey(this.ip);
    },
  });
}
