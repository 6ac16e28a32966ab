import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The bookings service (pre-book, joins, the opening) is what the route handlers call: it must not reach back
// into a route file for a helper, or a handler's change would silently change the service's behaviour.
const here = import.meta.dirname;

describe('the bookings service', () => {
  it('imports nothing from src/server/routes', () => {
    const offenders = readdirSync(here, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
      .flatMap((name) =>
        [...readFileSync(path.join(here, name), 'utf8').matchAll(/from '([^']+)'/g)]
          .map((match) => match[1]!)
          .filter((source) => path.resolve(here, path.dirname(name), source).startsWith(path.resolve(here, '../routes')))
          .map((source) => `${name}: ${source}`),
      );
    expect(offenders).toEqual([]);
  });
});
