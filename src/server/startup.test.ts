import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { currentSchema } from './db/current-schema';
import { PaymentMethodType } from './db/schema';
import { jsonb } from './db/json';
import { activeSandboxMethods, prepareDatabase, StartRefused } from './startup';
import { createTestDatabase, type TestDatabase } from './testing/test-database';
import { testTempDir } from './testing/temp-dirs';

// A production start (issue 21, item 3): the demo club only on request, and no start while an active payment
// method is on a sandbox.

const config = (env: Record<string, string>) => {
  const loaded = loadConfig({ DATA_DIR: testTempDir('startup'), TOKEN_SECRET: 'startup-test-secret-0123456789-abcdefgh', ...env });
  return { ...loaded, uploadsDir: testTempDir('startup-uploads') };
};
const clubs = async (database: TestDatabase) => (await database.db.selectFrom('clubs').select('id').execute()).length;

describe('seeding the demo club', () => {
  it('happens by default outside production only; SEED_DEMO=1 or 0 decides otherwise', () => {
    expect(config({}).seedDemo).toBe(true);
    expect(config({ NODE_ENV: 'production' }).seedDemo).toBe(false);
    expect(config({ NODE_ENV: 'production', SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(config({ SEED_DEMO: '0' }).seedDemo).toBe(false);
    expect(() => config({ SEED_DEMO: 'maybe' })).toThrow(/SEED_DEMO must be 1 .* or 0/);
  });

  it('a production start on an empty database seeds nothing; a development start seeds the demo club', async () => {
    const database = await createTestDatabase({ seed: false });
    try {
      const lines: string[] = [];
      await prepareDatabase(database.db, config({ NODE_ENV: 'production' }), (line) => lines.push(line));
      expect(await clubs(database)).toBe(0);
      expect(await database.db.selectFrom('customers').select('id').execute()).toEqual([]);
      // Seeding changed the database (npm start then opens PGlite afresh, leaving the seed's memory behind); a restart does not.
      await expect(prepareDatabase(database.db, config({}), (line) => lines.push(line))).resolves.toEqual({ changed: true });
      expect(await clubs(database)).toBe(1);
      expect(lines).toContain('database: seeded the demo club');
      await expect(prepareDatabase(database.db, config({}), () => {})).resolves.toEqual({ changed: false });
    } finally {
      await database.close();
    }
  });
});

describe('a production start', () => {
  it('is refused while an active method is on a sandbox, naming it; allowed once every active method is live', async () => {
    const database = await createTestDatabase({ seed: true });
    try {
      const production = config({ NODE_ENV: 'production' });
      const refusal = await prepareDatabase(database.db, production, () => {}).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(StartRefused);
      expect((refusal as Error).message).toMatch(/^Refusing to start with NODE_ENV=production: the active payment method\(s\) "Card \(Redsys\)" \(id \d+, Redsys\)/);
      expect((refusal as Error).message).toContain('"Razorpay"');
      // The club points Stripe at its live account and switches the other sandboxes off.
      const sandboxed = await activeSandboxMethods(database.db);
      const stripe = sandboxed.find((method) => method.type === PaymentMethodType.Stripe)!;
      await database.db
        .updateTable('payment_methods')
        .set({ private_config: jsonb({ secretKey: 'sk_live_club', webhookSecret: 'whsec_live_club' }) })
        .where('id', '=', stripe.id)
        .execute();
      const others = sandboxed.filter((method) => method.id !== stripe.id).map((method) => method.id);
      await database.db.updateTable('payment_methods').set({ active: false }).where('id', 'in', others).execute();
      await expect(prepareDatabase(database.db, production, () => {})).resolves.toEqual({ changed: false });
      // Outside production the sandboxes are the point: no refusal.
      await database.db.updateTable('payment_methods').set({ active: true }).where('id', 'in', others).execute();
      await expect(prepareDatabase(database.db, config({}), () => {})).resolves.toEqual({ changed: false });
    } finally {
      await database.close();
    }
  });

  it('`tsx src/server/main.ts` exits with 1 and says why', async () => {
    // PostgreSQL: the seeded test schema; PGlite: an empty data folder that the child seeds on request.
    const url = process.env.TEST_DATABASE_URL;
    const database = url ? await createTestDatabase({ seed: true }) : null;
    try {
      const env: Record<string, string> = {
        NODE_ENV: 'production',
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'silent',
        DATA_DIR: testTempDir('startup-main'),
      };
      if (database && url) {
        const schema = await currentSchema(database.db);
        env.DATABASE_URL = `${url}${url.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema},public`)}`;
        env.UPLOADS_DIR = database.uploadsDir;
      } else {
        env.SEED_DEMO = '1';
      }
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
        cwd: path.resolve(import.meta.dirname, '../..'),
        env: { ...process.env, TEST_DATABASE_URL: '', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
      expect(code).toBe(1);
      expect(output).toMatch(/server not started: Refusing to start with NODE_ENV=production: the active payment method\(s\) "Card \(Redsys\)"/);
      expect(output).not.toContain('Club portal and reference server on');
    } finally {
      await database?.close();
    }
  }, 180_000);
});
