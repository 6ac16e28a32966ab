import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract, listOperations, resolve, type ContractOperation } from './contract';
import { hostileVariants, sampleValue, type HostileLeaf } from './samples';
import { handlers } from '../routes';
import { startDemoServer, type Login, type TestApp } from '../testing/test-app';

const contract = loadContract();
const operations = listOperations(contract);
const implemented = new Set(Object.keys(handlers));
let server: TestApp;
let owner: Login;
let stranger: Login;

beforeAll(async () => {
  ({ server, ana: owner, empty: stranger } = await startDemoServer());
});
afterAll(() => server?.close());

function url(operation: ContractOperation, values: Record<string, unknown>): string {
  const pathSchema = (name: string) => operation.parameters.find((p) => p.in === 'path' && p.name === name)?.schema;
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(String(values[name] ?? sampleValue(contract, pathSchema(name)))));
  const query = operation.parameters.filter((p) => p.in === 'query' && (p.required || p.name in values));
  const search = new URLSearchParams(query.map((p) => [p.name, String(values[p.name] ?? sampleValue(contract, p.schema))]));
  return search.size ? `${path}?${search}` : path;
}

const MALFORMED_BODIES: Array<[string, string]> = [
  ['broken JSON', '{"email": '],
  ['a JSON string', '"hello"'],
  ['a JSON array', '[1,2,3]'],
  ['a number', '42'],
  ['an object of wrong types', JSON.stringify({ email: 12, password: false, customerId: 'abc', id: 'abc', name: [], date: {}, items: 'x', saleItems: 5, code: 3 })],
];

describe('malformed input never makes the server fail', () => {
  for (const operation of operations) {
    it(`${operation.method} ${operation.path}`, async () => {
      const answers: Array<[string, number, string]> = [];
      const ints = operation.parameters.filter((p) => p.in === 'path' && (p.schema as { type?: string } | undefined)?.type === 'integer');
      for (const parameter of ints) {
        const response = await server.app.inject({ method: operation.method, url: url(operation, { [parameter.name]: 'not-a-number' }), headers: owner.headers });
        answers.push([`path ${parameter.name}=not-a-number`, response.statusCode, response.body]);
        expect(response.statusCode, `${parameter.name}: ${response.body}`).toBe(400);
        expect(response.json().errorMsg).toContain(parameter.name);
      }
      if (operation.jsonBody) {
        for (const [label, payload] of MALFORMED_BODIES) {
          const response = await server.app.inject({
            method: operation.method,
            url: url(operation, { customerId: owner.customerId, id: owner.customerId }),
            headers: { ...owner.headers, 'content-type': 'application/json' },
            payload,
          });
          answers.push([label, response.statusCode, response.body]);
        }
      }
      // 501 is the one 5xx allowed: a well-formed call to an operation this server does not implement yet.
      const failures = answers.filter(([, status]) => status >= 500 && !(status === 501 && !implemented.has(operation.operationId)));
      expect(failures).toEqual([]);
      for (const [, status, body] of answers) {
        expect(status).toBeGreaterThanOrEqual(400);
        if (status >= 500) expect(status).toBe(501);
        expect(JSON.parse(body).errorMsg).toEqual(expect.any(String));
      }
    });
  }
});

const HOSTILE_INTEGERS = ['2147483648', '-2147483649', '9223372036854775807', '99999999999999999999'];
const NUL_TEXT = 'a\u0000b';
const HOSTILE_DAYS = ['0000-01-01', '9999-12-31'];
const DATE_FORMATS = new Set(['club-day', 'date', 'date-time']);

/** Values beyond what the database holds: 32-bit overflow, NUL characters, years no column takes. */
const hostileLeaf: HostileLeaf = (type, schema) => {
  if (type === 'integer') return HOSTILE_INTEGERS.map(Number);
  if (type === 'number') return [1e300];
  return [NUL_TEXT, ...(DATE_FORMATS.has(String(schema.format)) ? HOSTILE_DAYS : [])];
};

function hostileParameterValues(schema: Record<string, unknown> | undefined): string[] {
  const type = (resolve<Record<string, unknown>>(contract, schema) ?? {}).type;
  const types = Array.isArray(type) ? type : [type];
  if (types.includes('integer')) return HOSTILE_INTEGERS;
  if (types.includes('string') || type === undefined) return [NUL_TEXT];
  return [];
}

describe('hostile values answer 400 naming the field, never a 5xx', () => {
  for (const operation of operations) {
    it(`${operation.method} ${operation.path}`, async () => {
      const problems: string[] = [];
      const check = async (label: string, field: string, request: { url: string; payload?: unknown; headers?: Record<string, string> }) => {
        const response = await server.app.inject({
          method: operation.method,
          url: request.url,
          headers: { ...owner.headers, ...request.headers },
          ...(request.payload !== undefined ? { payload: request.payload as string } : {}),
        });
        const errorMsg = String((JSON.parse(response.body) as { errorMsg?: unknown }).errorMsg ?? '');
        if (response.statusCode !== 400 || !errorMsg.includes(field)) problems.push(`${label}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      };
      const own = { customerId: owner.customerId, id: owner.customerId };
      for (const parameter of operation.parameters.filter((p) => p.in === 'path' || p.in === 'query')) {
        for (const value of hostileParameterValues(parameter.schema)) {
          await check(`${parameter.in} ${parameter.name}=${JSON.stringify(value)}`, parameter.name, { url: url(operation, { ...own, [parameter.name]: value }) });
        }
      }
      if (operation.jsonBody) {
        for (const variant of hostileVariants(contract, operation.jsonBody.schema, hostileLeaf)) {
          const field =
            variant.path
              .split('/')
              .filter((part) => !/^\d+$/.test(part))
              .pop() ?? 'body';
          await check(`body${variant.path}`, field, {
            url: url(operation, own),
            payload: JSON.stringify(variant.value),
            headers: { 'content-type': 'application/json' },
          });
        }
      }
      expect(problems).toEqual([]);
    });
  }
});

describe('a customer cannot reach another customer through a customer-scoped call', () => {
  const scoped = operations.filter((op) => op.customerScope);
  for (const operation of scoped) {
    it(`${operation.method} ${operation.path} (${operation.customerScope!.in} ${operation.customerScope!.name})`, async () => {
      const scope = operation.customerScope!;
      const values: Record<string, unknown> = {};
      const body = operation.jsonBody ? ((sampleValue(contract, operation.jsonBody.schema) as Record<string, unknown>) ?? {}) : undefined;
      if (scope.in === 'body' && body) body[scope.name] = owner.customerId;
      else values[scope.name] = owner.customerId;
      const multipart = operation.multipartBody && scope.in === 'body' ? multipartPayload({ [scope.name]: String(owner.customerId) }) : undefined;
      const request = {
        method: operation.method,
        url: url(operation, values),
        ...(body !== undefined ? { payload: body } : {}),
        ...(multipart ? { payload: multipart.payload } : {}),
      };
      const extraHeaders = multipart ? { 'content-type': multipart.contentType } : {};
      const asStranger = await server.app.inject({ ...request, headers: { ...stranger.headers, ...extraHeaders } });
      expect(asStranger.statusCode, asStranger.body).toBe(403);
      const anonymous = await server.app.inject({ ...request, headers: extraHeaders });
      expect(anonymous.statusCode, anonymous.body).toBe(401);
    });
  }
});

describe('unknown calls', () => {
  it('answer a JSON 404 naming the call', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/api/nothing/here?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ ok: false, errorMsg: 'Unknown API call: POST /api/nothing/here' });
  });
});

function multipartPayload(fields: Record<string, string>): { payload: string; contentType: string } {
  const boundary = 'club-test-boundary';
  const parts = Object.entries(fields).map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  return { payload: `${parts.join('')}--${boundary}--\r\n`, contentType: `multipart/form-data; boundary=${boundary}` };
}
