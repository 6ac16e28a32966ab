// The portal's static import graph (src/ without the server and the generated code), read from the sources: what a
// module loads with it. `import type` is erased and `import()` is a chunk of its own, so neither counts.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const NOT_PORTAL = new Set(['server', 'generated']);
// Test code is not part of the portal's graph: a test helper may import across (test-app, test-support, fixtures).
export const TEST_CODE = /(\.test\.tsx?|\.d\.ts|(^|\/)test-[^/]*\.tsx?|-fixtures\.tsx?)$/;

export function portalFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!NOT_PORTAL.has(entry.name)) portalFiles(file, out);
    } else if (/\.tsx?$/.test(entry.name) && !TEST_CODE.test(file)) out.push(file);
  }
  return out;
}

function resolveImport(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/**
 * Relative imports that run when the module loads: `import … from` and `export … from`, not `import type` (erased)
 * nor `import()` (a lazy chunk: the engine reaches every widget that way, by name, and widgets use the engine).
 */
export function importsOf(file: string, source: string): string[] {
  const specifiers: string[] = [];
  for (const match of source.matchAll(/^\s*(?:import|export)\s+(type\s+)?(?:([^'";]*?)\s+from\s+)?['"](\.[^'"]+)['"]/gm)) {
    const [, typeOnly, clause, specifier] = match;
    if (!specifier || typeOnly || (clause && /^\{\s*type\s[^}]*\}$/.test(clause) && !/,\s*(?!type\s)\w/.test(clause))) continue;
    specifiers.push(specifier);
  }
  return specifiers.map((specifier) => resolveImport(file, specifier)).filter((target): target is string => target !== null);
}

/** Every module `entry` loads with it (itself included), by path relative to `srcDir`. */
export function staticClosure(srcDir: string, entry: string): Set<string> {
  const seen = new Set<string>();
  const queue = [path.resolve(srcDir, entry)];
  while (queue.length > 0) {
    const file = queue.pop()!;
    const relative = path.relative(srcDir, file);
    if (seen.has(relative)) continue;
    seen.add(relative);
    if (/\.tsx?$/.test(file)) queue.push(...importsOf(file, readFileSync(file, 'utf8')));
  }
  return seen;
}
