import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPrivateAddress } from '../../src/webhooks/address.ts';
import { loopbackOnly, loopbackResolve, sendDelivery, type Resolve } from '../../src/webhooks/send.ts';
import { startReceiver } from './receiver.ts';

describe('which addresses a webhook may reach', () => {
  it.each([
    '127.0.0.1', '127.8.9.10', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.0.10', '169.254.169.254', '100.64.0.1', '0.0.0.0', '224.0.0.1', '255.255.255.255',
    '::', '::1', 'fe80::1', 'fe80::1%eth0', 'fc00::1', 'fd12:3456::1', 'ff02::1', '::ffff:127.0.0.1', '::ffff:7f00:1', '::ffff:10.0.0.1', '::ffff:a9fe:a9fe', '64:ff9b::a00:1', '2002:c0a8:101::1', '::127.0.0.1', 'not-an-address',
  ])('refuses %s', (address) => expect(isPrivateAddress(address)).toBe(true));

  it.each(['93.184.216.34', '8.8.8.8', '172.32.0.1', '192.169.0.1', '2606:4700::1111', '::ffff:8.8.8.8', '64:ff9b::808:808', '2002:808:808::1'])('allows %s', (address) => expect(isPrivateAddress(address)).toBe(false));
});

describe('sending a delivery', () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  beforeAll(async () => {
    receiver = await startReceiver();
  });
  afterAll(() => receiver.close());

  const port = () => new URL(receiver.url).port;
  const request = (url: string, allowPrivate: boolean) => ({ url, headers: { 'Content-Type': 'application/json' }, body: '{"ping":true}', allowPrivate, timeoutMs: 2000 });

  it('connects to the address the name resolved to, and refuses it when it is private (a name rebound to 127.0.0.1)', async () => {
    let lookups = 0;
    const rebinding: Resolve = async () => {
      lookups += 1;
      return [{ address: '127.0.0.1', family: 4 }];
    };
    const before = receiver.received.length;
    const refused = await sendDelivery(request(`http://hooks.rebind.example:${port()}/hook`, false), rebinding);
    expect(refused).toMatchObject({ refused: true, error: expect.stringMatching(/127\.0\.0\.1 is a private or local address/) });
    expect(receiver.received.length).toBe(before);
    // Allowed, the connection goes to that very address, under the URL's host name.
    const sent = await sendDelivery(request(`http://hooks.rebind.example:${port()}/hook`, true), rebinding);
    expect(sent).toEqual({ status: 200, response: 'thanks' });
    expect(receiver.received.at(-1)!.headers.host).toBe(`hooks.rebind.example:${port()}`);
    expect(lookups).toBe(2);
  });

  it('refuses a literal private address without asking the resolver, IPv4-mapped IPv6 included', async () => {
    const never: Resolve = async () => {
      throw new Error('no lookup expected');
    };
    expect(await sendDelivery(request(`http://127.0.0.1:${port()}/hook`, false), never)).toMatchObject({ refused: true });
    expect(await sendDelivery(request(`http://[::ffff:127.0.0.1]:${port()}/hook`, false), never)).toMatchObject({ refused: true });
  });

  it('does not follow a redirect: the 3xx is the answer', async () => {
    receiver.answer(302);
    const sent = await sendDelivery(request(receiver.url, true));
    expect(sent).toMatchObject({ status: 302 });
  });
});

describe('a server run by tests or fuzzing (WEBHOOK_LOOPBACK_ONLY)', () => {
  const request = (url: string) => ({ url, headers: {}, body: '{}', allowPrivate: true, timeoutMs: 1_000 });

  it('refuses every name but localhost and every address but the loopback, before any lookup or connection', async () => {
    const tried: string[] = [];
    const send = loopbackOnly(async (req) => {
      tried.push(req.url);
      return { status: 204, response: '' };
    });
    for (const url of ['http://203.0.113.10/hook', 'https://hooks.example.com/in', 'http://[2606:4700::1111]/', 'http://10.0.0.5/']) {
      expect(await send(request(url), loopbackResolve)).toMatchObject({ refused: true });
    }
    expect(tried).toEqual([]);
    await expect(loopbackResolve('hooks.example.com')).rejects.toThrow(/private or local/);
  });

  it('still reaches a receiver on the loopback', async () => {
    expect(await loopbackResolve('LOCALHOST')).toEqual([{ address: '127.0.0.1', family: 4 }]);
    const send = loopbackOnly(async () => ({ status: 204, response: '' }));
    expect(await send(request('http://127.0.0.1:9/hook'), loopbackResolve)).toEqual({ status: 204, response: '' });
    expect(await send(request('http://[::1]:9/hook'), loopbackResolve)).toEqual({ status: 204, response: '' });
  });
});
