// Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL: two publishes race, and a second instance follows.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { requestsTo } from '../../testing/requests';
import { CLUB_MANIFEST_ROUTE } from '../../club-manifest/plugin';

let server: TestApp;
let staff: Awaited<ReturnType<TestApp['login']>>;
let ana: Awaited<ReturnType<TestApp['login']>>;
const { get, post } = requestsTo(() => server, { under: '/api/club-settings' });

beforeAll(async () => {
  server = await createTestApp({ cache: true });
  staff = await server.login('staff@demo.club', 'demo1234');
  ana = await server.login('ana@demo.club', 'demo1234');
});

afterAll(async () => {
  await server?.close();
});

interface Settings {
  version: number;
  document: { override: Record<string, unknown>; look?: Record<string, string | null> };
}

async function current(): Promise<Settings> {
  const response = await get('', staff);
  expect(response.statusCode).toBe(200);
  return (response.json() as { model: Settings }).model;
}

async function served(on: TestApp = server): Promise<unknown> {
  return (await on.app.inject({ method: 'GET', url: CLUB_MANIFEST_ROUTE })).json<{ override: unknown }>().override;
}

const hiding = (id: string) => ({ home: { sections: [{ id, hidden: true }] } });

describe("the club's settings operations", () => {
  it('answer 401 without a token and 403 to a customer, for every operation', async () => {
    const calls = [
      () => get(''),
      () => get('/history'),
      () => post('/publish', { baseVersion: 0, document: { override: {} } }),
      () => post('/rollback', { baseVersion: 0, version: 1 }),
    ];
    for (const call of calls) expect((await call()).statusCode).toBe(401);
    for (const as of [ana]) {
      expect((await get('', as)).statusCode).toBe(403);
      expect((await get('/history', as)).statusCode).toBe(403);
      const refused = await post('/publish', { baseVersion: 0, document: { override: hiding('matches') } }, as);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ ok: false, errorMsg: "Only the club's staff can change the club's settings" });
      expect((await post('/rollback', { baseVersion: 0, version: 1 }, as)).statusCode).toBe(403);
    }
    expect(await served()).toBeNull();
  });

  it("carry the staff role in the staff member's sign-in, and in no customer's", async () => {
    const login = (email: string) => server.app.inject({ method: 'POST', url: '/api/publiccustomers/cauth', payload: { email, password: 'demo1234' } });
    expect((await login('staff@demo.club')).json()).toMatchObject({ ok: true, model: { staff: true } });
    expect((await login('ana@demo.club')).json()).toMatchObject({ ok: true, model: { staff: false } });
    expect(await server.app.tokens.verify(staff.token)).toMatchObject({ staff: true });
    expect(await server.app.tokens.verify(ana.token)).not.toHaveProperty('staff');
  });

  it('never grant the role through registration or a profile save', async () => {
    const email = 'would-be-staff@customers.test';
    const registered = await server.app.inject({
      method: 'POST',
      url: '/api/publiccustomers/register',
      payload: { email, password: 'a-long-password-1', name: 'Would', surname: 'Be', acceptConditions: true, staff: true },
    });
    expect(registered.json()).toMatchObject({ ok: true });
    const row = await server.app.db.selectFrom('customers').select(['id', 'staff']).where('email', '=', email).executeTakeFirstOrThrow();
    expect(row.staff).toBe(false);

    const profile = (await server.app.inject({ method: 'GET', url: `/api/publiccustomers/${ana.customerId}`, headers: ana.headers })).json<Record<string, unknown>>();
    const saved = await server.app.inject({ method: 'POST', url: '/api/publicacademycustomers/put-json', headers: ana.headers, payload: { ...profile, staff: true } });
    expect(saved.statusCode).toBe(200);
    const anaRow = await server.app.db.selectFrom('customers').select('staff').where('id', '=', ana.customerId).executeTakeFirstOrThrow();
    expect(anaRow.staff).toBe(false);
    expect((await get('', ana)).statusCode).toBe(403);
  });

  it("start from the club's file and look before anything is published", async () => {
    const settings = await current();
    expect(settings.version).toBe(0);
    // The built club file (manifest/clubs/default.json) while the server serves none.
    expect(settings.document.override).toHaveProperty('header');
    expect(settings.document.look).toMatchObject({ logo: 'Club/logo.svg', banner: 'Club/header.svg' });
  });

  it('publish a draft: served on the next page, written to the file whole, kept with who and when; its look reaches main-settings', async () => {
    const before = await current();
    const override = { ...before.document.override, ...hiding('trendingProducts') };
    const response = await post('/publish', { baseVersion: 0, document: { override, look: { buttonsColor: '#123456' } } }, staff);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ ok: true, model: { version: 1, publishedBy: 'Sofía Navarro' } });
    expect(await served()).toEqual(override);

    // Written to a temporary file and renamed over the club's file: nothing else is left in its folder.
    const file = server.app.clubManifest.file;
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(override);
    expect((await readdir(path.dirname(file))).filter((name) => name.includes('club-manifest'))).toEqual(['club-manifest.json']);

    const settings = (await server.app.inject({ method: 'GET', url: '/api/czconfigs/main-settings' })).json<{ data: { ButtonsColor: string } }>();
    expect(settings.data.ButtonsColor).toBe('#123456');

    const history = (await get('/history', staff)).json<{ model: { version: number; publishedBy: string; publishedAt: string }[] }>();
    expect(history.model).toEqual([{ version: 1, publishedBy: 'Sofía Navarro', publishedAt: server.app.clock.now().toISOString(), restoredFrom: null }]);
  });

  it('refuse a broken draft with the JSON path of each mistake, and change nothing', async () => {
    const response = await post('/publish', { baseVersion: 1, document: { override: { home: { sections: [{ id: 'matches', colour: 'red' }] } } } }, staff);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ ok: false, problems: [expect.stringMatching(/^\/home\/sections\/0\b.*colour/)] });
    expect((await current()).version).toBe(1);
  });

  it('answer 409 to a publish based on an old version, and keep what was published', async () => {
    const stale = await post('/publish', { baseVersion: 0, document: { override: hiding('matches') } }, staff);
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ errorMsg: string }>().errorMsg).toMatch(/Reload/);
    expect(await served()).toMatchObject(hiding('trendingProducts'));
  });

  it('let one of two publishes from the same version win and tell the other to reload', async () => {
    const [first, second] = await Promise.all([
      post('/publish', { baseVersion: 1, document: { override: hiding('matches') } }, staff),
      post('/publish', { baseVersion: 1, document: { override: hiding('bookingTypes') } }, staff),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const winner = first.statusCode === 200 ? hiding('matches') : hiding('bookingTypes');
    expect(await served()).toEqual(winner);
    expect((await current()).version).toBe(2);
  });

  it('roll back by publishing an earlier version again, served at once and on another instance', async () => {
    const other = await createTestApp({ instanceOf: server, cache: true });
    try {
      const response = await post('/rollback', { baseVersion: 2, version: 1 }, staff);
      expect(response.json()).toMatchObject({ ok: true, model: { version: 3 } });
      expect(await served()).toMatchObject(hiding('trendingProducts'));
      // The other instance serves it on its next page, without a restart.
      await expect.poll(() => served(other), { timeout: 5_000, interval: 20 }).toMatchObject(hiding('trendingProducts'));
      const history = (await get('/history', staff)).json<{ model: { version: number; restoredFrom: number | null }[] }>();
      expect(history.model.map(({ version, restoredFrom }) => [version, restoredFrom])).toEqual([
        [3, 1],
        [2, null],
        [1, null],
      ]);
      expect((await post('/rollback', { baseVersion: 3, version: 99 }, staff)).statusCode).toBe(404);
    } finally {
      await other.close();
    }
  });
});

describe("the club's images", () => {
  const upload = (body: Buffer, filename: string, as = staff) => {
    const boundary = 'club-settings-test';
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\nlogo\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
      body,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return server.app.inject({ method: 'POST', url: '/api/club-settings/image', payload, headers: { ...as.headers, 'content-type': `multipart/form-data; boundary=${boundary}` } });
  };

  it('store an uploaded logo resized as WebP, and refuse a file that is no image', async () => {
    const sharp = (await import('sharp')).default;
    const png = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const stored = await upload(png, 'logo.png');
    expect(stored.json()).toMatchObject({ ok: true, model: { path: expect.stringMatching(/^Club\/logo-.+\.webp$/) } });
    const saved = path.join(server.config.uploadsDir, stored.json<{ model: { path: string } }>().model.path);
    expect(await sharp(saved).metadata()).toMatchObject({ format: 'webp', width: 512, height: 256 });

    expect((await upload(Buffer.from('<script>alert(1)</script>'), 'logo.png')).json()).toMatchObject({ ok: false, errorMsg: expect.stringMatching(/not an image/) });
    expect((await upload(png, 'logo.png', ana)).statusCode).toBe(403);
  });
});
