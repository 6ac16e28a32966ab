import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text files worth compressing; images and fonts are compressed formats already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` (brotli, best) and `<file>.gz` (gzip, best) beside every compressible file of `dir`
 * that gets smaller, once at build time: the server then sends them as they are (@fastify/static's
 * `preCompressed`), with Content-Encoding and `Vary: Accept-Encoding`, without compressing per request.
 */
export function precompressDirectory(dir: string): { files: number; bytes: number; brotliBytes: number } {
  const totals = { files: 0, bytes: 0, brotliBytes: 0 };
  const walk = (current: string) => {
    for (const name of readdirSync(current)) {
      const full = path.join(current, name);
      if (statSync(full).isDirectory()) {
        walk(full);
        continue;
      }
      if (!COMPRESSIBLE.test(name)) continue;
      const body = readFileSync(full);
      if (body.length < MIN_BYTES) continue;
      const brotli = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
      const gzip = gzipSync(body, { level: 9 });
      if (brotli.length < body.length) writeFileSync(`${full}.br`, brotli);
      if (gzip.length < body.length) writeFileSync(`${full}.gz`, gzip);
      totals.files += 1;
      totals.bytes += body.length;
      totals.brotliBytes += Math.min(brotli.length, body.length);
    }
  };
  walk(dir);
  return totals;
}

/** Vite plugin: precompresses the written build (before atomicPortalOutput publishes it). */
export function precompressedOutput() {
  let outDir = '';
  return {
    name: 'club-portal:precompress',
    apply: 'build' as const,
    configResolved(config: { build: { outDir: string }; root: string }) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      precompressDirectory(outDir);
    },
  };
}
