import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, startDemoServer, type TestApp } from '../testing/test-app';
import { MailOutbox } from '../mail/outbox';

let server: TestApp;

beforeAll(async () => {
  ({ server } = await startDemoServer());
  // A reset link in the outbox: what an attacker would come for.
  await server.app.inject({ method: 'POST', url: '/api/publiccustomers/reset-password-request-cz', payload: { email: 'ana@demo.club' } });
});
afterAll(() => server?.close());

const mailbox = (remoteAddress: string, headers: Record<string, string> = {}) => server.app.inject({ url: '/dev/mailbox', remoteAddress, headers });

describe('the development mailbox', () => {
  it('lists the mails, reset links included, to the machine itself over IPv4 and IPv6 loopback', async () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const response = await mailbox(address);
      expect(response.statusCode, address).toBe(200);
      expect(response.body).toContain('Development mailbox');
      expect(response.body).toContain('/customer/reset-password/');
    }
  });

  it("shows a mail's HTML part at a phone's and a desktop's width, alone as written, and its plain-text part", async () => {
    const [mail] = await server.app.db.selectFrom('emails').select(['id', 'body', 'text_body']).where('subject', 'like', 'Reset%').orderBy('id', 'desc').limit(1).execute();
    const page = await server.app.inject({ url: `/dev/mailbox/${mail!.id}`, remoteAddress: '127.0.0.1' });
    expect(page.body).toContain(`href="/dev/mailbox/${mail!.id}/html"`);
    expect(page.body).toContain('<section aria-label="390 px" style="width:390px;');
    expect(page.body).not.toContain('<html lang="en-US"');
    expect(page.body).toContain('/customer/reset-password/');
    expect(mail!.text_body).toContain('/customer/reset-password/');
    const html = await server.app.inject({ url: `/dev/mailbox/${mail!.id}/html`, remoteAddress: '127.0.0.1' });
    expect(html.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(html.body).toBe(mail!.body);
    expect(html.body).toMatch(/^<!doctype html>/);
    expect((await server.app.inject({ url: `/dev/mailbox/${mail!.id}/html`, remoteAddress: '203.0.113.7' })).statusCode).toBe(403);
    expect((await server.app.inject({ url: '/dev/mailbox/abc/html', remoteAddress: '127.0.0.1' })).statusCode).toBe(404);
  });

  it('answers 404 to a mail id no column holds, never a 500', async () => {
    for (const id of ['99999999999999999999', '2147483648', '-1', '1e3', 'abc']) {
      const response = await server.app.inject({ url: `/dev/mailbox/${id}`, remoteAddress: '127.0.0.1' });
      expect(response.statusCode, id).toBe(404);
    }
  });

  it('refuses every other address, for the list and for a single mail', async () => {
    for (const address of ['203.0.113.7', '10.0.0.2', '192.168.1.20', '2001:db8::1', '::ffff:10.0.0.2']) {
      const list = await mailbox(address);
      expect(list.statusCode, address).toBe(403);
      expect(list.body).not.toContain('reset-password');
      const one = await server.app.inject({ url: '/dev/mailbox/1', remoteAddress: address });
      expect(one.statusCode, address).toBe(403);
    }
  });

  it('refuses a loopback peer that relays someone else (a local reverse proxy), whatever the forwarded address says', async () => {
    expect((await mailbox('127.0.0.1', { 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(403);
    expect((await mailbox('127.0.0.1', { forwarded: 'for=203.0.113.7' })).statusCode).toBe(403);
    expect((await mailbox('127.0.0.1', { 'x-real-ip': '203.0.113.7' })).statusCode).toBe(403);
  });

  it('trusts no forwarded header, even from the proxy TRUST_PROXY names', async () => {
    // Not startDemoServer(): a server behind a trusted proxy, which needs no club data.
    const proxied = await createTestApp({ seed: false, env: { TRUST_PROXY: '203.0.113.7' } });
    try {
      const response = await proxied.app.inject({ url: '/dev/mailbox', remoteAddress: '203.0.113.7', headers: { 'x-forwarded-for': '127.0.0.1' } });
      expect(response.statusCode).toBe(403);
    } finally {
      await proxied.close();
    }
  });

  it("over a real socket: answers on loopback and refuses the machine's own network address", async () => {
    // Not startDemoServer(): a server listening on a real socket, which needs no club data.
    const open = await createTestApp({ seed: false });
    try {
      await open.app.listen({ host: '0.0.0.0', port: 0 });
      const { port } = open.app.server.address() as { port: number };
      expect((await fetch(`http://127.0.0.1:${port}/dev/mailbox`)).status).toBe(200);
      const external = Object.values(networkInterfaces())
        .flat()
        .find((entry) => entry && entry.family === 'IPv4' && !entry.internal);
      if (external) expect((await fetch(`http://${external.address}:${port}/dev/mailbox`)).status).toBe(403);
    } finally {
      await open.close();
    }
  });

  it('reads the outbox the instances send from: a mail waiting, then its failed attempt with the SMTP error', async () => {
    const listed = (await mailbox('127.0.0.1')).body;
    expect(listed).toContain('waiting to be sent');
    const smtpDown = new MailOutbox({
      db: server.app.db,
      transport: {
        sendMail: async () => {
          throw new Error('421 Service not available');
        },
      },
      from: 'Club <no-reply@demo.club>',
      now: () => server.app.clock.now(),
    });
    expect((await smtpDown.drain()).failed).toBeGreaterThan(0);
    const after = (await mailbox('127.0.0.1')).body;
    expect(after).toContain('attempt 1 failed: 421 Service not available; next at');
    expect(after).toContain('/customer/reset-password/');
  });

  it('is not served at all in production', async () => {
    // Not startDemoServer(): a production server, which needs no club data.
    const production = await createTestApp({ seed: false, env: { NODE_ENV: 'production' } });
    try {
      const response = await production.app.inject({ url: '/dev/mailbox' });
      expect(response.body).not.toContain('Development mailbox');
    } finally {
      await production.close();
    }
  });
});
