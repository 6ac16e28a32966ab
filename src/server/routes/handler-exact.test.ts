// tsc checks this file (npm test runs tsc): the @ts-expect-error lines fail the type check if an answer with a
// property its operation does not declare ever compiles again.
import { describe, expect, it } from 'vitest';
import { defineHandlers, type ExcessPaths } from './handler';

type LegalAnswer = { ok: boolean; data?: { generalConditions?: string | null; waiver?: string | null } | null };

describe('handler answers typed exactly', () => {
  it('names the path of each property the contract does not declare, in objects and lists', () => {
    const none: [ExcessPaths<{ ok: true; data: { waiver: string } }, LegalAnswer>] extends [never] ? true : false = true;
    const renamed: ExcessPaths<{ ok: true; data: { waiverText: string } }, LegalAnswer> = 'data.waiverText';
    const inList: ExcessPaths<{ model: { id: number; extra: 1 }[] }, { model?: { id: number }[] }> = 'model.[].extra';
    expect([none, renamed, inList]).toEqual([true, 'data.waiverText', 'model.[].extra']);
  });

  it('refuses a handler whose answer has a property its operation does not declare', () => {
    const handlers = defineHandlers({
      // @ts-expect-error answerPropertiesTheContractDoesNotDeclare: "data.waiverText"
      async getLegalSettings() {
        return { ok: true, data: { generalConditions: null, waiverText: '<p>…</p>' } };
      },
    });
    const exact = defineHandlers({
      async getLegalSettings() {
        return { ok: true, data: { generalConditions: null, waiver: '<p>…</p>' } };
      },
    });
    expect(Object.keys({ ...handlers, ...exact })).toEqual(['getLegalSettings']);
  });
});
