import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentMethodType } from '../db/schema';
import { usePaymentServer } from '../testing/payments';
import { REDSYS_TEST_KEY } from '../payments/providers/redsys';
import { signRedsysForm } from '../payments/signatures/redsys';
import { sameOriginPath } from './common';

// The sandboxes are no blind SSRF nor open redirect (issue 21, item 4): they notify only this server's own
// notification path and send the browser only to pages of this site, whatever the payment form names.

const { state, kit } = usePaymentServer();

/** A host on the loopback that records every request: what the sandbox must never call. */
let collector: { server: Server; origin: string; requests: string[] };
beforeAll(async () => {
  const requests: string[] = [];
  const server = createServer((request, response) => {
    requests.push(`${request.method} ${request.url}`);
    response.end('OK');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  collector = { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests };
});
afterAll(() => new Promise((resolve) => collector.server.close(resolve)));

const form = (url: string, body: Record<string, string>) =>
  state.server.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(body).toString() });

let orderNumber = 1000;
/** A payment form signed with the sandbox's key, as any visitor can build one (the test key is published). */
function redsysForm(returns: { merchantUrl?: string; urlOk?: string; urlKo?: string }): { order: string; fields: Record<string, string> } {
  orderNumber += 1;
  const order = `${orderNumber}ssrfTest`.slice(0, 12);
  const fields = signRedsysForm(REDSYS_TEST_KEY, {
    DS_MERCHANT_AMOUNT: '1000',
    DS_MERCHANT_ORDER: order,
    DS_MERCHANT_MERCHANTCODE: '999008881',
    DS_MERCHANT_CURRENCY: '978',
    DS_MERCHANT_TRANSACTIONTYPE: '0',
    DS_MERCHANT_TERMINAL: '1',
    ...(returns.merchantUrl !== undefined ? { DS_MERCHANT_MERCHANTURL: returns.merchantUrl } : {}),
    ...(returns.urlOk !== undefined ? { DS_MERCHANT_URLOK: returns.urlOk } : {}),
    ...(returns.urlKo !== undefined ? { DS_MERCHANT_URLKO: returns.urlKo } : {}),
  });
  return { order, fields: { ...fields } };
}

describe('the Redsys sandbox', () => {
  it('refuses a MERCHANTURL that is not this server’s notification, and never calls it', async () => {
    for (const merchantUrl of [`${collector.origin}/collect`, `//127.0.0.1:${new URL(collector.origin).port}/collect`, '/api/customers/1']) {
      const { order, fields } = redsysForm({ merchantUrl, urlOk: '/cz/ok', urlKo: '/cz/ko' });
      const page = await form('/sandbox/redsys/sis/realizarPago', fields);
      expect(page.statusCode).toBe(400);
      expect(page.body).toContain('/payments/redsys/notification');
      // Even pressed on, nothing is paid and nothing is sent.
      const decided = await form('/sandbox/redsys/sis/decide', { order, choice: 'approve' });
      expect(decided.statusCode).toBe(404);
    }
    expect(collector.requests).toEqual([]);
  });

  it('refuses URLOK or URLKO on another site', async () => {
    for (const returns of [{ urlOk: 'https://evil.example/phish' }, { urlKo: '//evil.example/phish' }, { urlOk: 'javascript:alert(1)' }]) {
      const { order, fields } = redsysForm({ merchantUrl: '/payments/redsys/notification', urlOk: '/cz/ok', urlKo: '/cz/ko', ...returns });
      expect((await form('/sandbox/redsys/sis/realizarPago', fields)).statusCode).toBe(400);
      expect((await form('/sandbox/redsys/sis/decide', { order, choice: 'decline' })).statusCode).toBe(404);
    }
  });

  it('follows this server’s own addresses: absolute ones on PUBLIC_URL are reduced to their path', async () => {
    const publicUrl = state.server.config.publicUrl;
    const { order, fields } = redsysForm({ merchantUrl: `${publicUrl}/payments/redsys/notification`, urlOk: `${publicUrl}/cz/ok?from=redsys`, urlKo: '/cz/ko' });
    expect((await form('/sandbox/redsys/sis/realizarPago', fields)).statusCode).toBe(200);
    const done = await form('/sandbox/redsys/sis/decide', { order, choice: 'approve' });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe('/cz/ok?from=redsys');
  });
});

describe('the Stripe sandbox', () => {
  const confirm = (clientSecret: string, returnUrl: string) =>
    kit.post('/sandbox/stripe/js/confirm', { client_secret: clientSecret, choice: 'approve', return_url: returnUrl }, { host: 'portal.club.test' });

  it('returns only to a page of this site: another site’s return_url is refused and the intent stays unconfirmed', async () => {
    const model = await kit.checkout(state.ana, await kit.methodId(PaymentMethodType.Stripe));
    for (const returnUrl of ['https://evil.example/steal', '//evil.example/steal']) {
      const refused = await confirm(model.stripe.clientSecret, returnUrl);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toMatchObject({ param: 'return_url' });
    }
    expect((await kit.sale(model.saleIds[0]!)).status).toBe('Pending');
    // The portal's own absolute address (the page's origin) is fine, and the browser goes back by path.
    const answer = (await confirm(model.stripe.clientSecret, 'http://portal.club.test/stripe-callback/')).json();
    expect(answer.redirect).toMatch(/^\/stripe-callback\/\?payment_intent=pi_/);
  });

  it('after 3-D Secure, too, the browser goes back to a path of this site', async () => {
    const model = await kit.checkout(state.ana, await kit.methodId(PaymentMethodType.Stripe));
    const intentId = model.stripe.clientSecret.split('_secret_')[0];
    const started = await kit.post('/sandbox/stripe/js/confirm', { client_secret: model.stripe.clientSecret, choice: '3ds', return_url: 'https://evil.example/after-3ds' });
    expect(started.statusCode).toBe(400);
    await kit.post('/sandbox/stripe/js/confirm', { client_secret: model.stripe.clientSecret, choice: '3ds', return_url: '/stripe-callback/' });
    const back = await form(`/sandbox/stripe/3ds/${intentId}`, { choice: 'approve' });
    expect(back.headers.location).toMatch(/^\/stripe-callback\/\?payment_intent=/);
  });
});

describe('sameOriginPath', () => {
  const origins = ['https://club.example'];
  it('keeps paths of this site and reduces this site’s absolute addresses to their path', () => {
    expect(sameOriginPath('/cz/ok?x=1#top', origins)).toBe('/cz/ok?x=1#top');
    expect(sameOriginPath('https://club.example/cz/ko', origins)).toBe('/cz/ko');
  });
  it('refuses other sites, protocol-relative and script addresses, and never yields a path starting with //', () => {
    for (const value of ['https://evil.example/', '//evil.example/x', '\\\\evil.example/x', 'javascript:alert(1)', 'http://club.example/', 'https://club.example.evil.example/']) {
      expect(sameOriginPath(value, origins)).toBeNull();
    }
    expect(sameOriginPath('https://club.example//evil.example/x', origins)).toBe('/evil.example/x');
  });

  it('answers SIS0057 to a decision or a challenge of a finished or unknown order', async () => {
    const { order, fields } = redsysForm({ merchantUrl: '/payments/redsys/notification', urlOk: '/cz/ok', urlKo: '/cz/ko' });
    expect((await form('/sandbox/redsys/sis/realizarPago', fields)).statusCode).toBe(200);
    expect((await form('/sandbox/redsys/sis/decide', { order, choice: '3ds' })).body).toContain('/sandbox/redsys/sis/challenge');
    expect((await form('/sandbox/redsys/sis/challenge', { order, choice: 'approve' })).headers.location).toBe('/cz/ok');
    for (const [path, id] of [
      ['decide', order],
      ['challenge', order],
      ['challenge', 'no-such-order'],
    ]) {
      const again = await form(`/sandbox/redsys/sis/${path}`, { order: id!, choice: 'approve' });
      expect([again.statusCode, again.body.includes('SIS0057')]).toEqual([404, true]);
    }
  });
});
