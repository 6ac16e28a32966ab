import { existsSync, readdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type Login, type TestApp } from '../testing/test-app';
import { requestsTo } from '../testing/requests';
import { INCOMING_FOLDER, MULTIPART_LIMITS, REFUSED_BODY_DRAIN } from './multipart';
import { FORM_FILES_FOLDER } from '../routes/dynamic-forms/stored-files';

let server: TestApp;
let ana: Login;
let empty: Login;
let port: number;

beforeAll(async () => {
  ({ server, ana, empty } = await startDemoServer());
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  port = (server.app.server.address() as AddressInfo).port;
});
afterAll(() => server?.close());

const BOUNDARY = 'club-multipart-test';
const CONTENT_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;
const textPart = (name: string, value: string) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const fileHead = (name: string) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="big.txt"\r\nContent-Type: text/plain\r\n\r\n`;
const END = `\r\n--${BOUNDARY}--\r\n`;

function form(texts: Record<string, string>, files: Buffer[] = []): Buffer {
  return Buffer.concat([
    Buffer.from(
      Object.entries(texts)
        .map(([name, value]) => textPart(name, value))
        .join(''),
    ),
    ...files.flatMap((file) => [Buffer.from(fileHead('files')), file, Buffer.from('\r\n')]),
    Buffer.from(`--${BOUNDARY}--\r\n`),
  ]);
}

const filesUnder = (folder: string): number => {
  const root = path.join(server.config.dataDir, folder);
  if (!existsSync(root)) return 0;
  return readdirSync(root, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;
};

/** `post` sends a multipart body (see form) with its content type. */
const { post } = requestsTo(() => server, { headers: { 'content-type': CONTENT_TYPE } });

/** A form for Ana's sign-up to an activity (no such activity needed: the checks come first). */
const anaForm = (extra: Record<string, string> = {}) => ({ parentName: 'Activity', parentId: '1', customerId: String(ana.customerId), ...extra });

describe('multipart bodies', () => {
  it('are refused with 415 by an operation that takes JSON', async () => {
    for (const url of ['/api/publiccustomers/cauth', '/api/publiccomms/info-request', '/api/publicbookings/byplace-list']) {
      const response = await post(url, form({ email: 'ana@demo.club', password: 'demo1234' }));
      expect(response.statusCode, url).toBe(415);
      expect(response.json().ok).toBe(false);
    }
  });

  it('answer 401 to an anonymous sender before any part is read', async () => {
    const response = await post('/api/dynamicforms/save', form(anaForm(), [Buffer.from('hello')]));
    expect(response.statusCode).toBe(401);
    expect(filesUnder(INCOMING_FOLDER)).toBe(0);
  });

  it('check the customer scope before the first file is written', async () => {
    const response = await post('/api/dynamicforms/save', form(anaForm(), [Buffer.from('hello')]), empty.headers);
    expect(response.statusCode).toBe(403);
    expect(filesUnder(INCOMING_FOLDER)).toBe(0);
  });

  it('refuse hostile text parts with 400 naming them: 32-bit overflow, NUL characters, text after a file', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [anaForm({ customerId: '9999999999' }), 'customerId'],
      [anaForm({ parentId: '2147483648' }), 'parentId'],
      [anaForm({ parentName: 'Activ\u0000ity' }), 'parentName'],
      [anaForm({ 'Fields[0].id': '1', 'Fields[0].value': 'a\u0000b' }), 'Fields[0].value'],
    ];
    for (const [texts, field] of cases) {
      const response = await post('/api/dynamicforms/save', form(texts), ana.headers);
      expect(response.statusCode, field).toBe(400);
      expect(response.json().errorMsg, field).toContain(field);
    }
    const late = Buffer.concat([
      Buffer.from(textPart('parentName', 'Activity') + textPart('customerId', String(ana.customerId)) + textPart('parentId', '1')),
      Buffer.from(fileHead('files')),
      Buffer.from('hello\r\n'),
      Buffer.from(textPart('okRss', 'true')),
      Buffer.from(`--${BOUNDARY}--\r\n`),
    ]);
    const after = await post('/api/dynamicforms/save', late, ana.headers);
    expect(after.statusCode).toBe(400);
    expect(after.json().errorMsg).toContain('okRss');
    expect(filesUnder(INCOMING_FOLDER)).toBe(0);
  });

  it('bound the size and count of the files, leaving nothing on disk', async () => {
    const tooLarge = await post('/api/dynamicforms/save', form(anaForm(), [Buffer.alloc(MULTIPART_LIMITS.fileSize + 1, 'a')]), ana.headers);
    expect(tooLarge.statusCode).toBe(413);
    const tooMany = await post(
      '/api/dynamicforms/save',
      form(
        anaForm(),
        Array.from({ length: MULTIPART_LIMITS.files + 1 }, () => Buffer.from('x')),
      ),
      ana.headers,
    );
    expect(tooMany.statusCode).toBe(413);
    expect(filesUnder(INCOMING_FOLDER)).toBe(0);
    expect(filesUnder(FORM_FILES_FOLDER)).toBe(0);
  });
});

/** Forces a full collection, so what is measured is what is held, not garbage waiting. */
function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

/** What this process holds in JavaScript objects and buffers (where a buffered body would land). */
function heldBytes(): number {
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.external;
}

const MB = 1024 * 1024;

/** Streams a 100 MB multipart post from one reused chunk (nothing of that size is allocated); resolves to the status. */
function streamHugePost(sizeBytes: number, onChunk: () => void): Promise<number> {
  return new Promise((resolve) => {
    const chunk = Buffer.alloc(64 * 1024, 'a');
    let status = 0;
    let sent = 0;
    const request = httpRequest({ host: '127.0.0.1', port, method: 'POST', path: '/api/dynamicforms/save', headers: { 'content-type': CONTENT_TYPE } });
    request.on('response', (response) => {
      status = response.statusCode ?? 0;
      response.resume();
      response.on('end', () => resolve(status));
    });
    // The server closes the connection once it has answered: the rest of the body is never sent.
    request.on('error', () => resolve(status));
    request.on('close', () => resolve(status));
    const write = () => {
      let more = true;
      while (more && sent < sizeBytes && !request.destroyed) {
        onChunk();
        sent += chunk.length;
        more = request.write(chunk);
      }
      if (sent >= sizeBytes && !request.destroyed) request.end(END);
    };
    request.on('drain', write);
    request.write(fileHead('files'));
    write();
  });
}

describe('memory under a burst of huge anonymous multipart posts', () => {
  it('16 parallel 100 MB posts move the held memory by no more than a few MB', async () => {
    collectGarbage();
    const before = heldBytes();
    let peak = before;
    const sample = () => {
      peak = Math.max(peak, heldBytes());
    };
    const statuses = await Promise.all(Array.from({ length: 16 }, () => streamHugePost(100 * MB, sample)));
    sample();
    collectGarbage();
    const after = heldBytes();
    console.info(`held memory: before ${(before / MB).toFixed(1)} MB, peak during the burst ${(peak / MB).toFixed(1)} MB, after ${(after / MB).toFixed(1)} MB`);
    expect(statuses.every((status) => status === 401 || status === 0)).toBe(true);
    expect(statuses.filter((status) => status === 401).length).toBeGreaterThan(0);
    expect((peak - before) / MB).toBeLessThan(8);
    expect((after - before) / MB).toBeLessThan(4);
    expect(filesUnder(INCOMING_FOLDER)).toBe(0);
  });
});

/**
 * Sends a large multipart body to an operation that takes JSON the way many HTTP clients do (Python's
 * requests, urllib, most SDKs): the whole body first, and only then the answer is read. Resolves to the
 * answer's status line and body, or to the error that ended the exchange before the answer could be read.
 */
function sendAllThenRead(url: string, sizeBytes: number, connection: 'close' | 'keep-alive'): Promise<string> {
  return new Promise((resolve) => {
    const head = textPart('email', 'ana@demo.club') + fileHead('files');
    const length = Buffer.byteLength(head) + sizeBytes + Buffer.byteLength(END);
    const socket = connect({ host: '127.0.0.1', port });
    const received: Buffer[] = [];
    let settled = false;
    const settle = (outcome: string) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      resolve(outcome);
    };
    const answer = () => {
      const text = Buffer.concat(received).toString('utf8');
      const [headers = '', body = ''] = text.split('\r\n\r\n');
      const expected = Number(/content-length: (\d+)/i.exec(headers)?.[1] ?? NaN);
      return { complete: Buffer.byteLength(body) >= expected, summary: `${headers.split('\r\n')[0]} ${body}` };
    };
    socket.on('error', (error: NodeJS.ErrnoException) => settle(`error ${error.code ?? error.message}`));
    socket.on('end', () => settle(answer().summary));
    socket.on('data', (chunk: Buffer) => {
      received.push(chunk);
      if (answer().complete) settle(answer().summary);
    });
    socket.on('connect', async () => {
      // Nothing is read while the body goes out.
      socket.pause();
      const write = (data: string | Buffer) => new Promise<void>((done) => (socket.write(data) ? done() : socket.once('drain', () => done())));
      await write(`POST ${url} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${CONTENT_TYPE}\r\nContent-Length: ${length}\r\nConnection: ${connection}\r\n\r\n${head}`);
      const chunk = Buffer.alloc(64 * 1024, 'a');
      for (let sent = 0; sent < sizeBytes && !settled; sent += chunk.length) await write(chunk.subarray(0, Math.min(chunk.length, sizeBytes - sent)));
      if (!settled) await write(END);
      socket.resume();
    });
  });
}

describe('a multipart body sent to an operation that takes JSON', () => {
  it('always lets the sender read the 415, even a sender that reads only once its large body is sent', async () => {
    const outcomes: string[] = [];
    for (const connection of ['close', 'keep-alive'] as const) {
      for (let attempt = 0; attempt < 6; attempt++) outcomes.push(await sendAllThenRead('/api/publiccustomers/cauth', 16 * MB, connection));
    }
    const refusal = `HTTP/1.1 415 Unsupported Media Type ${JSON.stringify({ ok: false, errorMsg: 'loginCustomer takes application/json, not multipart/form-data' })}`;
    expect(outcomes).toEqual(Array.from({ length: 12 }, () => refusal));
  });

  it('cuts off a sender that goes on past the bound of what is read and dropped', async () => {
    const bound = REFUSED_BODY_DRAIN.bytes;
    REFUSED_BODY_DRAIN.bytes = 1 * MB;
    try {
      expect(await sendAllThenRead('/api/publiccustomers/cauth', 16 * MB, 'keep-alive')).toMatch(/^error (EPIPE|ECONNRESET)$/);
    } finally {
      REFUSED_BODY_DRAIN.bytes = bound;
    }
  });
});
