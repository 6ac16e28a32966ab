import { brotliCompressSync, constants, gzipSync, type BrotliOptions, type ZlibOptions } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this many bytes compressing costs more than it saves (a header or two). */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * What the server compresses as it answers: pages, JSON, scripts, styles, text, XML and SVG. Never an event
 * stream (each event must leave at once), a PDF (compressed already, and a download the browser saves as it comes),
 * nor other binary files (images, archives: compressed already).
 */
const COMPRESSIBLE = /^(?:text\/(?:html|plain|css|javascript|xml|calendar)|application\/(?:[\w.-]+\+)?(?:json|javascript|xml)|image\/svg\+xml)(?:;|$)/;

export function compressible(contentType: string): boolean {
  return COMPRESSIBLE.test(contentType.trim().toLowerCase());
}

type Compress<Options> = (bytes: Buffer, options?: Options) => Buffer;

/**
 * A compressor that makes an answer sent again as the same bytes (the same Buffer, as main-settings sends its kept
 * bytes to every page load) once instead of on every request: the second time a Buffer is seen its compressed form
 * is kept beside a copy of it, and used while the Buffer still holds those bytes. A Buffer made per answer is
 * compressed each time, as before, and only remembered weakly.
 */
export function keptOnceSent<Options>(compress: Compress<Options>): Compress<Options> {
  const seen = new WeakSet<Buffer>();
  const kept = new WeakMap<Buffer, { bytes: Buffer; compressed: Buffer }>();
  return (bytes, options) => {
    const known = kept.get(bytes);
    if (known?.bytes.equals(bytes)) return known.compressed;
    const compressed = compress(bytes, options);
    if (seen.has(bytes)) kept.set(bytes, { bytes: Buffer.from(bytes), compressed });
    else seen.add(bytes);
    return compressed;
  };
}

/**
 * Every answer worth it goes out compressed, br or gzip as the request's Accept-Encoding prefers (`Vary:
 * Accept-Encoding`), whether or not a proxy stands in front. The built portal's files already have .br and .gz
 * copies (precompress.ts): an answer that carries a Content-Encoding is left as it is. Brotli at quality 5: near
 * gzip's speed for an answer made per request, and still smaller; an answer sent as the same bytes again is
 * compressed once (keptOnceSent). Request bodies are not decompressed (the contract's
 * limits read them as sent).
 * Registered before the routes: the plugin wraps each route as it is added.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    customTypes: (contentType: string) => compressible(contentType),
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
    zlibOptions: { level: 6 },
    // The plugin's compressors of a whole answer (its streams stay zlib's): a kept answer is compressed once.
    zlib: { brotliCompressSync: keptOnceSent<BrotliOptions>(brotliCompressSync), gzipSync: keptOnceSent<ZlibOptions>(gzipSync) },
  });
}
