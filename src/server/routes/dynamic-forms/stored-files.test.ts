import { existsSync, mkdirSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type Login, type TestApp } from '../../testing/test-app';
import { INCOMING_FOLDER } from '../../contract/multipart';
import { FORM_FILES_FOLDER, ORPHAN_AGE_MS, sweepOrphanFormFiles } from './stored-files';

let server: TestApp;
let empty: Login;

beforeAll(async () => {
  ({ server, empty } = await startDemoServer());
  await server.app.db.insertInto('dynamic_forms').values({ parent_name: 'Survey', parent_id: 7, name: 'Kit survey', legal_checks: false }).execute();
});
afterAll(() => server?.close());

const BOUNDARY = 'stored-files-test';
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

function submit(customerId: number, headers: Record<string, string>, files: Buffer[]) {
  const texts = { parentName: 'Survey', parentId: '7', customerId: String(customerId) };
  const payload = Buffer.concat([
    ...Object.entries(texts).map(([name, value]) => Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)),
    ...files.flatMap((file) => [
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="f"\r\nContent-Type: application/octet-stream\r\n\r\n`),
      file,
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${BOUNDARY}--\r\n`),
  ]);
  return server.app.inject({ method: 'POST', url: '/api/dynamicforms/save', payload, headers: { ...headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } });
}

/** Every file under a folder of the data folder, at any depth. */
function filesOnDisk(folder: string): string[] {
  const root = path.join(server.config.dataDir, folder);
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(server.config.dataDir, path.join(entry.parentPath, entry.name)));
}

describe('files sent with a dynamic form', () => {
  it('are stored in a folder of their submission and leave with the account, no orphan left', async () => {
    const before = filesOnDisk(FORM_FILES_FOLDER);
    const response = await submit(empty.customerId, empty.headers, [PNG, Buffer.from('plain notes')]);
    expect(response.json()).toMatchObject({ ok: true });
    const submissions = await server.app.db.selectFrom('dynamic_form_submissions').select(['id', 'files']).where('customer_id', '=', empty.customerId).execute();
    expect(submissions).toHaveLength(1);
    const urls = submissions[0]!.files.map((file) => file.url);
    expect(urls).toHaveLength(2);
    // Both in one folder of their own.
    expect(new Set(urls.map((url) => path.dirname(url))).size).toBe(1);
    expect(filesOnDisk(FORM_FILES_FOLDER).sort()).toEqual([...before, ...urls.map((url) => path.normalize(url))].sort());
    expect(filesOnDisk(INCOMING_FOLDER)).toEqual([]);

    const refused = await submit(empty.customerId, empty.headers, [PNG, Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0, 1, 2])]);
    expect(refused.statusCode).toBe(400);
    expect(filesOnDisk(FORM_FILES_FOLDER)).toHaveLength(before.length + 2);
    expect(filesOnDisk(INCOMING_FOLDER)).toEqual([]);

    const removed = await server.app.inject({ method: 'DELETE', url: `/api/publiccustomers/remove/${empty.customerId}`, headers: empty.headers });
    expect(removed.statusCode).toBe(200);
    expect(filesOnDisk(FORM_FILES_FOLDER)).toEqual(before);
    expect(await server.app.db.selectFrom('dynamic_form_submissions').select('id').where('customer_id', '=', empty.customerId).execute()).toEqual([]);
  });

  it('left behind by a server that stopped before saving their submission are swept, recent ones spared', async () => {
    const root = path.join(server.config.dataDir, FORM_FILES_FOLDER);
    const orphan = path.join(root, 'orphan-folder');
    const recent = path.join(root, 'being-saved-now');
    for (const folder of [orphan, recent]) {
      mkdirSync(folder, { recursive: true });
      writeFileSync(path.join(folder, 'a.txt'), 'left');
    }
    // The sweep runs at the file system's present (the folder that just gained an entry), not Date.now(): the
    // two are one clock in production, but a run under faketime moves only the process's clock.
    const now = statSync(root).mtimeMs;
    const old = (now - ORPHAN_AGE_MS - 60_000) / 1000;
    utimesSync(orphan, old, old);
    const kept = filesOnDisk(FORM_FILES_FOLDER).filter((file) => !file.includes('orphan-folder'));
    expect(await sweepOrphanFormFiles(server.app.db, server.config.dataDir, now)).toBe(1);
    expect(filesOnDisk(FORM_FILES_FOLDER).sort()).toEqual(kept.sort());
  });
});
