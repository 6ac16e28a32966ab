import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * src/domain holds the rules the portal, the server and the seed share: it imports neither, nor any package; only
 * its own modules and the contract's generated data (src/generated, which both sides read too).
 */
describe('src/domain', () => {
  it('imports only its own modules and the generated contract', () => {
    const dir = __dirname;
    const imports = readdirSync(dir)
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .flatMap((file) => [...readFileSync(join(dir, file), 'utf8').matchAll(/^\s*(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]/gm)].map((match) => `${file}: ${match[1]}`))
      .filter((entry) => !/: (\.\/|\.\.\/generated\/)[\w-]+$/.test(entry));
    expect(imports).toEqual([]);
  });
});
