import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './testing/test-app';
import { compiledValidatorCount } from './contract/validators';
import { sharpLoaded } from './web/load-sharp';

// What a started server has not loaded or compiled yet (issue 26, lean). Its own file: the counts are per
// process (per test file), and nothing else here calls a route.
let server: TestApp;
beforeAll(async () => {
  server = await createTestApp();
  await server.app.ready();
}, 240_000);
afterAll(async () => {
  await server?.close();
});

describe('a started server', () => {
  it('compiles a request validator on the first call of its route, not at start, and keeps it', async () => {
    expect(compiledValidatorCount()).toBe(0);

    const shop = await server.app.inject({ method: 'GET', url: '/api/shop/list?startRow=0&endRow=30' });
    expect(shop.statusCode).toBe(200);
    const afterShop = compiledValidatorCount();
    expect(afterShop).toBe(1);

    await server.app.inject({ method: 'GET', url: '/api/shop/list?startRow=30&endRow=60' });
    expect(compiledValidatorCount()).toBe(afterShop);

    // Still validating: a mistyped body is refused naming the field, with the validator compiled for it.
    const refused = await server.app.inject({ method: 'POST', url: '/api/publicbookings/list', payload: { date: '2031-06-03', bookingTypeId: 'one' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('bookingTypeId');
    expect(compiledValidatorCount()).toBe(afterShop + 1);
  });

  it('loads sharp on the first image it makes, not at start', async () => {
    expect(sharpLoaded()).toBe(false);
    const icon = await server.app.inject({ method: 'GET', url: '/app-icons/192.png' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toContain('image/png');
    expect(sharpLoaded()).toBe(true);
  });
});
