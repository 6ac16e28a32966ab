import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(__dirname, '..', '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' || entry.name === 'server' ? [] : sources(path);
    return /\.tsx$/.test(entry.name) && !/\.test\.tsx$/.test(entry.name) ? [path] : [];
  });
}

describe('one Dialog', () => {
  it('every modal popup of the portal is src/ui/Dialog: no other component draws role="dialog"', () => {
    const others = sources(SRC)
      .filter((file) => /\srole="dialog"/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(SRC, file));
    expect(others).toEqual(['ui/Dialog/Dialog.tsx']);
  });
});
