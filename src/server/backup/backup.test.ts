import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/database';
import { currentSchema } from '../db/current-schema';
import { migrate } from '../db/migrate';
import { findEmail, insertEmail } from '../repositories/emails';
import { createTestDatabase } from '../testing/test-database';
import { backup, restore, type ServerState } from './backup';
import { testTempDir } from '../testing/temp-dirs';

// npm run backup / npm run restore: back up, change everything, restore, and find it all as it was.

const fresh = (prefix: string) => testTempDir(prefix.replace(/-$/, ''));
const mail = (db: Database['db'], subject: string) =>
  insertEmail(db, { customerId: null, to: 'player@club.test', subject, html: `<p>${subject}</p>`, links: [], writtenAt: new Date('2031-06-02T08:00:00Z') });
const subjectOf = async (db: Database['db'], id: number) => (await findEmail(db, id))?.subject;

/** The server's files: an upload, a customer's form document and the token secret. */
function writeFiles(state: ServerState, version: string): void {
  mkdirSync(path.join(state.uploadsDir, 'Products'), { recursive: true });
  writeFileSync(path.join(state.uploadsDir, 'Products', 'racket.svg'), `<svg>${version}</svg>`);
  mkdirSync(path.join(state.dataDir, 'form-submissions', 'a1'), { recursive: true });
  writeFileSync(path.join(state.dataDir, 'form-submissions', 'a1', 'medical.pdf'), `%PDF ${version}`);
  writeFileSync(path.join(state.dataDir, 'token-secret'), `secret-${version}-0123456789abcdef0123456789`);
}

function expectFiles(state: ServerState, version: string): void {
  expect(readFileSync(path.join(state.uploadsDir, 'Products', 'racket.svg'), 'utf8')).toBe(`<svg>${version}</svg>`);
  expect(readFileSync(path.join(state.dataDir, 'form-submissions', 'a1', 'medical.pdf'), 'utf8')).toBe(`%PDF ${version}`);
  expect(readFileSync(path.join(state.dataDir, 'token-secret'), 'utf8')).toBe(`secret-${version}-0123456789abcdef0123456789`);
}

/** Files added after the backup are gone after the restore (moved aside with the rest). */
const addLaterFile = (state: ServerState) => writeFileSync(path.join(state.uploadsDir, 'Products', 'added-later.svg'), '<svg/>');

describe('backup and restore', () => {
  it('the embedded database (PGlite) and the files come back as they were backed up', async () => {
    const dataDir = fresh('club-backup-data-');
    const state: ServerState = { dataDir, uploadsDir: path.join(dataDir, 'uploads') };
    const open = () => openDatabase({ dataDir: path.join(dataDir, 'pglite') });
    let database = await open();
    await migrate(database.db);
    const kept = await mail(database.db, 'Before the backup');
    await database.close();
    writeFiles(state, 'v1');

    const target = path.join(fresh('club-backup-'), 'backup');
    const manifest = await backup(state, target);
    expect(manifest).toMatchObject({ database: 'pglite', files: ['uploads', 'form-submissions', 'token-secret'] });
    expect(manifest.migrations.length).toBeGreaterThan(20);
    // The rows at the snapshot, for the restore drill: the one mail written before the backup.
    expect(manifest.counts).toMatchObject({ emails: 1, schema_migrations: manifest.migrations.length });

    database = await open();
    const later = await mail(database.db, 'After the backup');
    await database.db.updateTable('emails').set({ subject: 'Changed' }).where('id', '=', kept).execute();
    await database.close();
    writeFiles(state, 'v2');
    addLaterFile(state);

    const { movedAside } = await restore(target, state);
    expect(movedAside).toHaveLength(4);
    database = await open();
    try {
      expect(await subjectOf(database.db, kept)).toBe('Before the backup');
      expect(await subjectOf(database.db, later)).toBeUndefined();
    } finally {
      await database.close();
    }
    expectFiles(state, 'v1');
    expect(existsSync(path.join(state.uploadsDir, 'Products', 'added-later.svg'))).toBe(false);
  }, 240_000);

  it('backs up the embedded database a server has open only through that server, and leaves no half-made backup', async () => {
    const dataDir = fresh('club-backup-open-');
    const state: ServerState = { dataDir, uploadsDir: path.join(dataDir, 'uploads') };
    const running = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
    const target = path.join(fresh('club-backup-'), 'backup');
    try {
      await expect(backup(state, target)).rejects.toThrow(/already open in/);
      // The server to ask is not where BACKUP_SERVER_URL says (online-backup.test.ts asks one that is).
      const nobody = { url: 'http://127.0.0.1:9', tokenSecret: new Uint8Array(32) };
      await expect(backup(state, target, { runningServer: () => nobody })).rejects.toThrow(/did not answer .*BACKUP_SERVER_URL/);
      expect(existsSync(target)).toBe(false);
    } finally {
      await running.close();
    }
  }, 120_000);

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'PostgreSQL (pg_dump, pg_restore) and the files come back as they were backed up',
    async () => {
      const database = await createTestDatabase({ seed: false });
      try {
        const dataDir = fresh('club-backup-pg-');
        const state: ServerState = { databaseUrl: process.env.TEST_DATABASE_URL, schema: await currentSchema(database.db), dataDir, uploadsDir: path.join(dataDir, 'uploads') };
        const kept = await mail(database.db, 'Before the backup');
        writeFiles(state, 'v1');

        const target = path.join(fresh('club-backup-'), 'backup');
        expect(await backup(state, target)).toMatchObject({ database: 'postgres', files: ['uploads', 'form-submissions', 'token-secret'], counts: { emails: 1 } });

        const later = await mail(database.db, 'After the backup');
        await database.db.updateTable('emails').set({ subject: 'Changed' }).where('id', '=', kept).execute();
        await database.db.deleteFrom('schema_migrations').where('name', '=', '001_btree_gist').execute();
        writeFiles(state, 'v2');
        addLaterFile(state);

        await restore(target, state);
        expect(await subjectOf(database.db, kept)).toBe('Before the backup');
        expect(await subjectOf(database.db, later)).toBeUndefined();
        expect((await database.db.selectFrom('schema_migrations').select('name').execute()).length).toBeGreaterThan(20);
        expectFiles(state, 'v1');
        expect(existsSync(path.join(state.uploadsDir, 'Products', 'added-later.svg'))).toBe(false);

        // A backup taken before the database's latest migration is not laid over it.
        await database.db.insertInto('schema_migrations').values({ name: '999_from_a_newer_version' }).execute();
        await expect(restore(target, state)).rejects.toThrow(/999_from_a_newer_version/);
      } finally {
        await database.close();
      }
    },
    120_000,
  );
});
