// The page document's parts (previews, head, render) read the club through repositories and the booking rules,
// never through a route file: a route's handlers are an API's shape, not a library (issue 36).
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const WEB = new URL('./', import.meta.url);

/** The route files a source text imports (`…/routes/…`). */
function routeImports(source: string): string[] {
  return [...source.matchAll(/^import[^'"]*['"]([^'"]*\/routes\/[^'"]*)['"]/gm)].map((match) => match[1]!);
}

describe('src/server/web', () => {
  it('imports no route file', () => {
    const files = readdirSync(WEB).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
    expect(files.length).toBeGreaterThan(5);
    const found = files.map((file) => ({ file, imports: routeImports(readFileSync(new URL(file, WEB), 'utf8')) }));
    expect(found.filter(({ imports }) => imports.length > 0)).toEqual([]);
  });

  it('catches such an import', () => {
    expect(routeImports("import { openToJoining } from '../routes/bookings/booking-view';\nimport { x } from './y';")).toEqual(['../routes/bookings/booking-view']);
  });
});
