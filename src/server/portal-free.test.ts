import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// ARCHITECTURE.md: the server never imports the portal; what both sides need lives in src/domain or src/i18n. The
// lint rule names the portal's folders by pattern, which cannot tell src/payments (portal) from src/server/payments
// (server) in a relative path: this check resolves every import instead, so a new portal folder is covered too.
const ROOT = path.resolve(import.meta.dirname, '../..');
// package.json: the release's version, which the build-info metric names. src/manifest-overrides is shared like
// src/domain: the one module that merges and checks a club's file, for the portal and the server alike; manifest/ is
// the product's screens as data, which the server renders and checks club files against.
const ALLOWED = ['src/server/', 'src/domain/', 'src/i18n/', 'src/manifest-overrides/', 'src/generated/', 'schemas/', 'locales/', 'manifest/', 'package.json'];

function serverSources(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) serverSources(file, out);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) out.push(file);
  }
  return out;
}

/** Relative imports of a module (static, type-only and dynamic alike), as paths from the repository's root. */
function relativeImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g)].map((match) => path.relative(ROOT, path.resolve(path.dirname(file), match[1]!)));
}

describe('the server stands apart from the portal', () => {
  it('imports nothing outside src/server but the shared layers, the generated types, the schemas and the words', () => {
    // The shared module the server imports stands apart from the portal too.
    const sources = [...serverSources(path.join(ROOT, 'src/server')), ...serverSources(path.join(ROOT, 'src/manifest-overrides'))];
    const outside = sources.flatMap((file) =>
      relativeImports(file)
        .filter((target) => !ALLOWED.some((allowed) => `${target}/`.startsWith(allowed) || target.startsWith(allowed)))
        .map((target) => `${path.relative(ROOT, file)} → ${target}`),
    );
    expect(outside).toEqual([]);
  });
});
