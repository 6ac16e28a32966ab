import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SERVER = __dirname;
/** The demo seed and test fixtures write their rows in bulk; everything the running server writes goes through one function. */
const LEFT_OUT = ['seed', 'testing'];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return LEFT_OUT.includes(relative(SERVER, path)) ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function linesMatching(pattern: RegExp): string[] {
  return sources(SERVER).flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) => (pattern.test(line) ? [`${relative(SERVER, file)}:${index + 1}`] : [])),
  );
}

describe('one way to write', () => {
  it('a sale is written only by insertSale (repositories/sales.ts): checkout, activity sign-ups and bookings alike', () => {
    expect(linesMatching(/insertInto\('sales'\)/)).toEqual([expect.stringMatching(/^repositories\/sales\.ts:/)]);
  });

  it('a customer is written only by insertCustomer (repositories/customers.ts): registration and checkout alike', () => {
    expect(linesMatching(/insertInto\('customers'\)/)).toEqual([expect.stringMatching(/^repositories\/customers\.ts:/)]);
  });

  it('a refusal the caller can act on is one class, Refusal (http/refusal.ts)', () => {
    expect(linesMatching(/^\s*readonly key: MessageKey,?$/)).toEqual([expect.stringMatching(/^http\/refusal\.ts:/)]);
  });
});
