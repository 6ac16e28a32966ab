import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { robotsText } from './robots';

describe('robots.txt', () => {
  it('closes the pages behind the login, keeping the public ones open', () => {
    const text = robotsText([
      { path: '/', access: 'public' },
      { path: '/blog', access: 'public' },
      { path: '/account', access: 'login' },
      { path: '/customer-order/:saleId', access: 'login' },
    ]);
    expect(text.split('\n')).toEqual(['User-agent: *', 'Allow: /', 'Disallow: /account', 'Disallow: /api/', 'Disallow: /customer-order/', 'Disallow: /dev/', '']);
  });

  describe('served by the reference server', () => {
    let server: TestApp;
    beforeAll(async () => {
      server = await createTestApp({ seed: false });
    });
    afterAll(() => server?.close());

    it('answers text, not the portal, and closes the account pages of the manifest', async () => {
      const response = await server.app.inject({ url: '/robots.txt' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
      expect(response.body).not.toContain('<html');
      expect(response.body).toContain('Disallow: /customer-vouchers');
      expect(response.body).toContain('Disallow: /api/');
      expect(response.body).not.toMatch(/Disallow: \/blog/);
    });
  });
});
