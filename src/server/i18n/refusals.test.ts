import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoServer, type TestApp } from '../testing/test-app';

let server: TestApp;

beforeAll(async () => {
  ({ server } = await startDemoServer());
});
afterAll(() => server?.close());

async function errorMsg(url: string, language: string | undefined, init: { method?: 'GET' | 'POST'; payload?: unknown } = {}): Promise<{ status: number; text: string }> {
  const response = await server.app.inject({
    method: init.method ?? 'GET',
    url,
    headers: language ? { 'accept-language': language } : {},
    ...(init.payload === undefined ? {} : { payload: init.payload as object }),
  });
  return { status: response.statusCode, text: (response.json() as { errorMsg: string }).errorMsg };
}

describe("refusals in the caller's language", () => {
  it('answers a missing item in each of the five languages, naming it', async () => {
    const answers = new Map<string, string>();
    for (const language of ['en-US', 'es-ES', 'es-MX', 'fr-FR', 'it-IT']) {
      const { status, text } = await errorMsg('/api/shop/get/999999', language);
      expect(status).toBe(404);
      expect(text).toContain('999999');
      answers.set(language, text);
    }
    expect(answers.get('en-US')).toBe('Product 999999 not found');
    expect(answers.get('es-ES')).not.toBe(answers.get('en-US'));
    expect(answers.get('fr-FR')).not.toBe(answers.get('en-US'));
    expect(answers.get('it-IT')).not.toBe(answers.get('en-US'));
  });

  it("writes schema problems in the caller's language, still naming the field", async () => {
    const payload = { name: 'Eva', surname: 'Ruiz', email: 'not-an-email', password: 'a-long-passphrase', phone: '600000000', acceptConditions: true };
    const english = await errorMsg('/api/publiccustomers/register', 'en-US', { method: 'POST', payload });
    const spanish = await errorMsg('/api/publiccustomers/register', 'es-ES', { method: 'POST', payload });
    expect(english).toEqual({ status: 400, text: 'body/email must be a valid e-mail address' });
    expect(spanish.status).toBe(400);
    expect(spanish.text).toContain('body/email');
    expect(spanish.text).not.toBe(english.text);
  });

  it("explains a missing login in the caller's language and defaults to English", async () => {
    const url = '/api/publicvouchers/customer-vouchers/1';
    expect(await errorMsg(url, undefined)).toEqual({ status: 401, text: 'Please log in to continue' });
    const italian = await errorMsg(url, 'it-IT,en;q=0.5');
    expect(italian.status).toBe(401);
    expect(italian.text).not.toBe('Please log in to continue');
  });

  it("answers an unknown API call and a broken grid state in the caller's language", async () => {
    const unknown = await errorMsg('/api/nothing/here', 'fr-FR');
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain('/api/nothing/here');
    expect(unknown.text).not.toMatch(/^Unknown API call/);
    const grid = await errorMsg(`/api/shop/list?gridStatus=${encodeURIComponent('{"filters": 3}')}`, 'es-ES');
    expect(grid.status).toBe(400);
    expect(grid.text).toContain('gridStatus');
    expect(grid.text).not.toContain('must be an array');
  });
});

describe("the server's own code", () => {
  it('writes no refusal as literal text: every errorMsg comes from a message key', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const root = join(import.meta.dirname, '..');
    const sources = (readdirSync(root, { recursive: true }) as string[]).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.includes('testing'));
    const literal = /errorMsg:\s*(['"`])(?!\1)/;
    const offenders = sources.filter((file) => literal.test(readFileSync(join(root, file), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
