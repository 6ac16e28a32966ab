import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

type Encoding = 'br' | 'gzip';

/** Quality 6 / level 6: close to the best ratio for JSON at a small part of the best's cost. */
const ENCODE: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) => brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  gzip: (body) => gzipped(body, { level: 6 }),
};
/** Each encoding's ETag suffix: a strong validator names one exact byte sequence, so each coding has its own. */
const TAG_SUFFIX: Record<Encoding, string> = { br: '-br', gzip: '-gz' };

/**
 * An answer kept as the bytes sent, shared by every request that gets it: its strong ETag (a hash of the
 * bytes) computed once, and its brotli and gzip forms compressed once each, on the first request asking for
 * them (off the event loop, in zlib's thread pool), so a request costs a 304 or the compressed bytes.
 */
export class SentBytes {
  readonly etag: string;
  readonly #encoded = new Map<Encoding, Promise<Buffer>>();
  /** The compressed forms made already: sent without waiting a turn for their promise. */
  readonly #made = new Map<Encoding, Buffer>();

  constructor(readonly body: Buffer) {
    this.etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  }

  encoded(encoding: Encoding): Promise<Buffer> {
    let kept = this.#encoded.get(encoding);
    if (!kept) {
      kept = ENCODE[encoding](this.body);
      this.#encoded.set(encoding, kept);
      void kept.then((made) => this.#made.set(encoding, made)).catch(() => this.#encoded.delete(encoding));
    }
    return kept;
  }

  /** The form in `encoding` if it is made already. */
  made(encoding: Encoding): Buffer | undefined {
    return this.#made.get(encoding);
  }

  tagOf(encoding: Encoding | null): string {
    return encoding ? `${this.etag.slice(0, -1)}${TAG_SUFFIX[encoding]}"` : this.etag;
  }

  /** If-None-Match names this answer (in any of its codings: weak comparison, as RFC 9110 asks for 304s). */
  matches(ifNoneMatch: string | undefined): boolean {
    if (!ifNoneMatch) return false;
    if (ifNoneMatch.trim() === '*') return true;
    const base = this.etag.slice(1, -1);
    return ifNoneMatch.split(',').some((candidate) => {
      const tag = candidate.trim().replace(/^W\//, '').slice(1, -1);
      return tag === base || tag === `${base}${TAG_SUFFIX.br}` || tag === `${base}${TAG_SUFFIX.gzip}`;
    });
  }
}

/** The coding chosen for each Accept-Encoding seen (browsers send a handful of them): parsed once each. */
const chosenFor = new Map<string, Encoding | null>();
const MAX_CHOSEN = 200;

/** The coding to send: brotli, else gzip, when Accept-Encoding takes it (a q=0 refuses it), else none. */
function chosenEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  let chosen = chosenFor.get(acceptEncoding);
  if (chosen === undefined) {
    chosen = encodingOf(acceptEncoding);
    if (chosenFor.size >= MAX_CHOSEN) chosenFor.clear();
    chosenFor.set(acceptEncoding, chosen);
  }
  return chosen;
}

function encodingOf(acceptEncoding: string): Encoding | null {
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    if (name) accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const takes = (coding: string) => (accepted.get(coding) ?? accepted.get('*') ?? 0) > 0;
  if (takes('br')) return 'br';
  if (takes('gzip')) return 'gzip';
  return null;
}

/**
 * Sends a kept answer: 304 when the caller already has it (If-None-Match), else its bytes in the best coding
 * the caller accepts, with the coding's ETag and `Vary: Accept-Encoding`.
 */
export async function sendBytes(request: FastifyRequest, reply: FastifyReply, bytes: SentBytes, contentType: string): Promise<never> {
  reply.header('Vary', 'Accept-Encoding');
  const encoding = chosenEncoding(request.headers['accept-encoding']);
  reply.header('ETag', bytes.tagOf(encoding));
  if (bytes.matches(request.headers['if-none-match'])) return reply.code(304).send() as never;
  reply.type(contentType);
  if (!encoding) return reply.send(bytes.body) as never;
  const body = bytes.made(encoding) ?? (await bytes.encoded(encoding));
  reply.header('Content-Encoding', encoding);
  return reply.send(body) as never;
}
