import { describe, expect, it } from 'vitest';
import { postgresPassFiles, postgresPassReason } from './postgres-pass';

const handlerTest = (body: string) => `import { startDemoServer } from '../../testing/test-app';\n${body}`;

describe('the PostgreSQL pass of npm test', () => {
  it('takes a new test that races requests, starts a second instance or listens, without anyone listing it', () => {
    const file = 'src/server/routes/new-area/new-area.test.ts';
    expect(postgresPassReason(file, handlerTest('const answers = await Promise.all([book(), book()]);'))).toMatch(/same time/);
    expect(postgresPassReason(file, handlerTest('describe.concurrent("two buyers", () => {});'))).toMatch(/same time/);
    expect(postgresPassReason(file, handlerTest('const two = await createTestApp({ instanceOf: one });'))).toMatch(/two server instances/);
    expect(postgresPassReason(file, handlerTest('await startDemoServer({ cache: true });'))).toMatch(/LISTEN\/NOTIFY/);
    expect(postgresPassReason(file, handlerTest('// Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.'))).toMatch(/TEST_DATABASE_URL/);
  });

  it('takes every test of SQL itself (db, repositories, caches)', () => {
    expect(postgresPassReason('src/server/repositories/sales.test.ts', "import { openDatabase } from '../db/database';")).toBeDefined();
    expect(postgresPassReason('src/server/db/anything.test.ts', '')).toBeDefined();
  });

  it('leaves to PGlite a handler test that does one thing at a time, and a test that opens no database', () => {
    expect(postgresPassReason('src/server/routes/shop/x.test.ts', handlerTest('const answer = await server.app.inject({ url: "/api/shop" });'))).toBeUndefined();
    expect(postgresPassReason('src/server/identity/x.test.ts', 'const hashes = await Promise.all([hash("a"), hash("b")]);')).toBeUndefined();
  });

  it('picks the concurrency tests of this repository and not its plain handler tests', () => {
    const files = postgresPassFiles();
    expect(files).toEqual(
      expect.arrayContaining([
        'src/server/db/transactions.test.ts',
        'src/server/payments/hold-race.test.ts',
        'src/server/cache/instances.test.ts',
        'src/server/routes/bookings/prebook.test.ts',
      ]),
    );
    expect(files).not.toContain('src/server/routes/shop/shop.test.ts');
    expect(files).not.toContain('src/server/config.test.ts');
  });
});
