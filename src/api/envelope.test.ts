// envelope() reads an answer as the union of what its operation answers: the success (ok: true), a refusal with the
// same status (ok: false) or the error envelope (4xx/5xx, the client's Crash). TypeScript narrows it on ok: each
// `@ts-expect-error` below is a read that tsc refuses (with the former `(data ?? error) as T` they all compiled).
import { describe, expect, it } from 'vitest';
import type { components, operations } from '../generated/api';
import { CRASH } from '../i18n/message';
import { refusalMessage } from './answers';
import { envelope } from './client';

type LoginAnswer = operations['loginCustomer']['responses'][200]['content']['application/json'];
type LoginResult = { data: LoginAnswer; error?: never } | { data?: never; error: components['schemas']['ErrorEnvelope'] };

const login = (result: LoginResult) => envelope(result);

describe('envelope()', () => {
  it('gives a success its model only once ok says it is one', () => {
    const answer = login({ data: { ok: true, model: { id: 7, token: 'ctk' } } });
    // @ts-expect-error an error envelope has no model: read it after narrowing on ok
    expect(answer.model?.id).toBe(7);
    if (!answer.ok) throw new Error('the success reads as a refusal');
    expect(answer.model?.token).toBe('ctk');
  });

  it("reads a refusal (ok false, with the success's status) and an error envelope alike", () => {
    const refused = login({ data: { ok: false, errorMsg: 'Wrong password' } });
    const rejected = login({ error: { ok: false, errorMsg: 'email: must be a non-empty string' } });
    expect([refused.ok, rejected.ok]).toEqual([false, false]);
    expect(refusalMessage(refused)).toEqual({ text: 'Wrong password' });
    expect(refusalMessage(rejected)).toEqual({ text: 'email: must be a non-empty string' });
  });

  it('reads no answer at all as a refusal without text: Crash', () => {
    const none = envelope({});
    expect(none).toEqual({ ok: false, errorMsg: '' });
    expect(refusalMessage(none)).toEqual(CRASH);
  });

  it("types the contract's success as ok: true and its refusal as ok: false", () => {
    const success: components['schemas']['OkAnswer'] = { ok: true };
    // @ts-expect-error a success answers ok: true
    const notASuccess: components['schemas']['OkAnswer'] = { ok: false };
    // @ts-expect-error a refusal answers ok: false
    const notARefusal: components['schemas']['Refusal'] = { ok: true };
    expect([success.ok, notASuccess.ok, notARefusal.ok]).toEqual([true, false, true]);
  });
});
