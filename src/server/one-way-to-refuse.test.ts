import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SERVER = __dirname;

/** The production sources under a folder of src/server, as `[path, text]`. */
function sources(folder: string): Array<[string, string]> {
  return readdirSync(join(SERVER, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.ts$/.test(name) && !/\.test\.ts$/.test(name))
    .map((name) => [join(folder, name), readFileSync(join(SERVER, folder, name), 'utf8')]);
}

/** Each line of the given sources that matches, as `path:line`. */
function linesMatching(files: Array<[string, string]>, pattern: RegExp): string[] {
  return files.flatMap(([path, text]) => text.split('\n').flatMap((line, index) => (pattern.test(line) ? [`${path}:${index + 1}`] : [])));
}

/** A transaction started: the retrying `inTransaction` or Kysely's own. */
const TRANSACTION = /\binTransaction\(|\.transaction\(\)/;
/** A refusal written by hand: the old helper's answer, or a caught Refusal turned into an answer. */
const HAND_WRITTEN_REFUSAL = /\brefusal\(request\b|instanceof Refusal\)\s*return\s*[{(]|request\.t\(\w+\.key\b/;
/** A helper that answers a refusal instead of throwing one, like the old `refusal(request, key)`. */
const REFUSAL_HELPER = /\bexport\s+(const|function)\s+refusal\b/;

describe('one way to refuse', () => {
  it('no route handler runs a transaction: the bookings, checkout and payments services do', () => {
    expect(linesMatching(sources('routes'), TRANSACTION)).toEqual([]);
  });

  it('finds a transaction planted in a route', () => {
    const planted: Array<[string, string]> = [
      ['routes/planted/index.ts', 'const x = 1;\nawait inTransaction(db, async (trx) => save(trx));\nawait db.transaction().execute(run);'],
    ];
    expect(linesMatching(planted, TRANSACTION)).toEqual(['routes/planted/index.ts:2', 'routes/planted/index.ts:3']);
  });

  it('handlers throw Refusal and the error handler (http/errors.ts) writes it: nobody answers one by hand', () => {
    const files = sources('.').filter(([path]) => !path.startsWith('http/'));
    expect(files.length).toBeGreaterThan(100);
    expect(linesMatching(files, HAND_WRITTEN_REFUSAL)).toEqual([]);
  });

  it('no module offers a helper that answers a refusal', () => {
    expect(linesMatching(sources('.'), REFUSAL_HELPER)).toEqual([]);
  });

  it('finds a refusal helper planted in a module', () => {
    const planted: Array<[string, string]> = [
      ['http/errors.ts', 'export const refusal = (request: FastifyRequest, key: MessageKey) => ({ ok: false as const });'],
      ['http/answers.ts', 'export function refusal(request: FastifyRequest, key: MessageKey) {'],
      ['http/refusal.ts', 'export function refusalAnswer(request: FastifyRequest, refusal: Refusal) {'],
    ];
    expect(linesMatching(planted, REFUSAL_HELPER)).toEqual(['http/errors.ts:1', 'http/answers.ts:1']);
  });

  it('finds a refusal answered by hand', () => {
    const planted: Array<[string, string]> = [
      ['a.ts', "if (!ok) return refusal(request, 'fees.noMembership');"],
      ['b.ts', 'if (error instanceof Refusal) return { ok: false };'],
      ['c.ts', 'return { ok: false, errorMsg: request.t(error.key, error.args) };'],
      ['d.ts', 'if (error instanceof Refusal) throw error;'],
    ];
    expect(linesMatching(planted, HAND_WRITTEN_REFUSAL)).toEqual(['a.ts:1', 'b.ts:1', 'c.ts:1']);
  });
});
