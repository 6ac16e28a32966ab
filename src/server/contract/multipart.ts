import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors';
import { message } from '../i18n/messages';
import { createGuard } from '../auth/guard';
import { FileKindSniffer, type FileKind } from '../routes/dynamic-forms/file-types';
import { createSchemaCompiler } from './validators';
import { anchorRefs, type Contract, type ContractOperation } from './contract';
import { DEFAULT_MAX_TEXT } from './request-bounds';

/** Limits of a multipart body, applied while it streams: nothing beyond them is read into memory or onto disk. */
export const MULTIPART_LIMITS = {
  files: 10,
  fileSize: 10 * 1024 * 1024,
  fields: 700,
  fieldSize: DEFAULT_MAX_TEXT,
  fieldNameSize: 200,
  parts: 720,
  headerPairs: 20,
};

/** Folder, under the data folder, where files wait while their request is handled. */
export const INCOMING_FOLDER = 'incoming-uploads';
/** A waiting file older than this belongs to no request any more (the server stopped mid-request). */
const STALE_UPLOAD_MS = 60 * 60 * 1000;

const MESSAGES = {
  notMultipart: (operation: string) => message('multipart.jsonOnly', { operation }),
  loginRequired: message('auth.loginRequired'),
  textAfterFile: (field: string) => message('multipart.textAfterFile', { field: `body/${field}` }),
  textTooLong: (field: string) => message('validation.maxLength', { field: `body/${field}`, limit: MULTIPART_LIMITS.fieldSize }),
  fileTooLarge: (field: string) => message('multipart.fileTooLarge', { field: `body/${field}`, max: MULTIPART_LIMITS.fileSize / (1024 * 1024) }),
};

/** A file of the request, waiting on disk for its handler to keep it (moved away) or not (removed after the answer). */
interface StagedUpload {
  /** The part it came in. */
  part: string;
  path: string;
  sizeBytes: number;
  kind: FileKind | undefined;
}

declare module 'fastify' {
  interface FastifyRequest {
    uploads: StagedUpload[];
  }
}

/** Texts FormData writes for null and undefined: absent values. */
const ABSENT = new Set(['', 'null', 'undefined']);

export interface MultipartOptions {
  contract: Contract;
  operations: ContractOperation[];
  dataDir: string;
}

/**
 * Multipart bodies, only for the operations whose contract request body is multipart/form-data; any other
 * operation answers 415 to one. The operation's security is checked before a byte of the body is read; the text
 * parts (bounded) are validated against the contract's schema and the customer scope checked before the first
 * file, and files stream to disk within the limits, never into memory.
 */
export const multipartBodiesPlugin = fp<MultipartOptions>(
  async (app, { contract, operations, dataDir }) => {
    const compile = createSchemaCompiler(contract);
    const readers = new Map(operations.filter((operation) => operation.multipartBody).map((operation) => [operation.operationId, partReader(operation, compile)] as const));
    const incoming = path.join(dataDir, INCOMING_FOLDER);
    // Parts are not read by the parser: the hook below reads them once the operation allows it.
    await app.register(multipart, { limits: MULTIPART_LIMITS });
    app.decorateRequest('uploads', null as unknown as StagedUpload[]);

    const readParts = async (request: FastifyRequest, reply: FastifyReply) => {
      const operationId = request.routeOptions.config.operationId ?? '';
      const read = readers.get(operationId);
      if (!read) {
        dropRestOfBody(request.raw, reply.raw);
        throw new HttpError(415, MESSAGES.notMultipart(operationId || request.url.split('?')[0]!));
      }
      request.uploads = [];
      request.body = await read(request, reply, incoming);
    };
    // Plain callbacks: every request passes here, and most have no parts nor files (no promise for them).
    app.addHook('preValidation', (request, reply, done) => {
      if (!request.isMultipart()) done();
      else readParts(request, reply).then(() => done(), done);
    });
    const discard = async (request: FastifyRequest) => {
      const left = request.uploads ?? [];
      request.uploads = [];
      await Promise.all(left.map((upload) => rm(upload.path, { force: true })));
    };
    // Before the answer leaves: a caller that reads the answer finds no file of its request left waiting.
    app.addHook('onSend', (request, _reply, payload, done) => {
      if (!request.uploads?.length) done(null, payload);
      else
        discard(request).then(
          () => done(null, payload),
          (error: Error) => done(error),
        );
    });
    app.addHook('onRequestAbort', discard);
    app.addHook('onReady', async () => {
      // Wall time, not app.clock: compared with the files' modification times, which the file system stamps.
      await removeStaleUploads(incoming, Date.now() - STALE_UPLOAD_MS);
    });
  },
  { name: 'multipart-bodies', fastify: '5.x' },
);

/** What is read and dropped of a body refused before it was read: a sender past either bound is cut off. */
export const REFUSED_BODY_DRAIN = {
  bytes: MULTIPART_LIMITS.files * MULTIPART_LIMITS.fileSize + MULTIPART_LIMITS.fields * MULTIPART_LIMITS.fieldSize,
  ms: 60_000,
};

/**
 * After a refusal answered before the body was read: the rest of the body is read and dropped, and the connection
 * stays open until the sender has sent it all. Closing a socket with unread data resets the connection, and a
 * sender still writing (many clients read the answer only once the whole body is out) then never reads the
 * refusal. Past REFUSED_BODY_DRAIN the socket is closed all the same: nobody is read without a bound.
 */
function dropRestOfBody(body: IncomingMessage, answer: ServerResponse): void {
  // Node closes the socket as soon as a "Connection: close" answer is written; kept open, it closes once idle.
  answer.shouldKeepAlive = true;
  const socket = body.socket;
  const cutOff = () => socket.destroy();
  const timer = setTimeout(cutOff, REFUSED_BODY_DRAIN.ms);
  timer.unref();
  let dropped = 0;
  body.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > REFUSED_BODY_DRAIN.bytes) cutOff();
  });
  body.once('end', () => clearTimeout(timer));
  socket.once('close', () => clearTimeout(timer));
}

type Compile = ReturnType<typeof createSchemaCompiler>;

function partReader(operation: ContractOperation, compile: Compile) {
  const guard = createGuard(operation);
  const schema = fieldSchema(operation);
  // Text parts arrive as text, like a query string: coerced to the contract's types. The values are checked
  // before the customer scope is (no unbounded id reaches it), the missing ones after (a stranger learns nothing).
  const compileFor = (fields: Record<string, unknown>) => compile({ schema: fields, httpPart: 'querystring', method: operation.method, url: operation.path });
  const { required: _required, ...optional } = schema;
  const validators = [compileFor(optional), compileFor(schema)];

  return async (request: FastifyRequest, reply: FastifyReply, incoming: string): Promise<Record<string, unknown>> => {
    if (request.tokenRejected || (operation.requiresLogin && !request.customer)) {
      throw new HttpError(401, MESSAGES.loginRequired, { connection: 'close' });
    }
    const fields: Record<string, unknown> = {};
    let checked = false;
    const check = async () => {
      checked = true;
      const validate = (index: number) => {
        const validator = validators[index]!;
        if (validator(fields) as boolean) return;
        throw Object.assign(new Error('invalid multipart body'), { statusCode: 400, validation: validator.errors, validationContext: 'body' });
      };
      validate(0);
      request.body = fields;
      await guard.call(request.server, request, reply);
      validate(1);
    };
    try {
      for await (const part of request.parts({ limits: MULTIPART_LIMITS })) {
        if (part.type === 'field') {
          if (checked) throw new HttpError(400, MESSAGES.textAfterFile(part.fieldname));
          if (part.valueTruncated) throw new HttpError(413, MESSAGES.textTooLong(part.fieldname));
          const value = String(part.value);
          if (ABSENT.has(value.trim()) && !/^fields\[/i.test(part.fieldname)) continue;
          const previous = fields[part.fieldname];
          fields[part.fieldname] = previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
          continue;
        }
        if (!checked) await check();
        request.uploads.push(await stage(part.fieldname, part.file, incoming));
      }
      if (!checked) await check();
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, MESSAGES.fileTooLarge('files'), { connection: 'close' });
      throw error;
    }
    return fields;
  };
}

/** The contract's multipart schema without its file and list properties: what the text parts are checked against. */
function fieldSchema(operation: ContractOperation): Record<string, unknown> {
  const schema = anchorRefs(operation.multipartSchema ?? { type: 'object' });
  const properties = (schema.properties ?? {}) as Record<string, Record<string, unknown>>;
  const isFile = (property: Record<string, unknown>) => property.format === 'binary' || (property.items as Record<string, unknown> | undefined)?.format === 'binary';
  // A list (Fields) arrives as indexed parts, Fields[0].id…: its handler reads them; the NUL check still sees them.
  const text = Object.fromEntries(Object.entries(properties).filter(([, property]) => !isFile(property) && property.type !== 'array'));
  return { ...schema, properties: text };
}

async function stage(part: string, file: Readable, incoming: string): Promise<StagedUpload> {
  await mkdir(incoming, { recursive: true });
  const target = path.join(incoming, randomUUID());
  const sniffer = new FileKindSniffer();
  let sizeBytes = 0;
  try {
    await pipeline(
      file,
      async function* (source: AsyncIterable<Buffer | string>) {
        for await (const text of source) {
          const chunk = Buffer.isBuffer(text) ? text : Buffer.from(text);
          sniffer.push(chunk);
          sizeBytes += chunk.length;
          yield chunk;
        }
      },
      createWriteStream(target, { flags: 'wx' }),
    );
  } catch (error) {
    await rm(target, { force: true });
    throw error;
  }
  return { part, path: target, sizeBytes, kind: sniffer.kind() };
}

/** Removes waiting files older than `before` (ms): left by a server that stopped mid-request. */
async function removeStaleUploads(incoming: string, before: number): Promise<number> {
  const names = await readdir(incoming).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    const file = path.join(incoming, name);
    const info = await stat(file).catch(() => undefined);
    if (info && info.mtimeMs < before) {
      await rm(file, { force: true, recursive: true });
      removed++;
    }
  }
  return removed;
}
