import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { robotsText } from './robots';

describe('robots.txt', () => {
  it('closes the routes marked not to crawl, keeping the public pages and the pages behind the login open', () => {
    const text = robotsText([
      { path: '/', crawl: true },
      { path: '/blog' },
      { path: '/account' },
      { path: '/customer/activate/:token', crawl: false },
      { path: '/cz/ok', crawl: false },
    ]);
    expect(text.split('\n')).toEqual(['User-agent: *', 'Allow: /', 'Disallow: /api/', 'Disallow: /customer/activate/', 'Disallow: /cz/ok', 'Disallow: /dev/', '']);
  });

  describe('served by the reference server', () => {
    let server: TestApp;
    beforeAll(async () => {
      // Not startDemoServer(): robots.txt needs no club data, so no seed and no login.
      server = await createTestApp({ seed: false });
    });
    afterAll(() => server?.close());

    it('answers text, not the portal, and closes the one-time links of the manifest but not the account pages', async () => {
      const response = await server.app.inject({ url: '/robots.txt' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
      expect(response.body).not.toContain('<html');
      expect(response.body).toContain('Disallow: /customer/reset-password/');
      expect(response.body).toContain('Disallow: /publicinvoices/');
      expect(response.body).not.toContain('/account');
      expect(response.body).not.toContain('/customer-orders');
      expect(response.body).toContain('Disallow: /api/');
      expect(response.body).not.toMatch(/Disallow: \/blog/);
    });
  });
});
