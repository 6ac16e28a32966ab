// The portal's message keys are typed from locales/en-US.json: each `@ts-expect-error` below is a misspelt key that
// tsc refuses (were the keys plain strings again, tsc would fail on the unused directive instead).
import { describe, expect, it } from 'vitest';
import type { PageNode } from '../generated/schemas/manifest';
import type { Message } from './message';
import type { MessageKey } from './message-key';
import { createTestI18n } from '../../tests/support/test-i18n';

describe('portal message keys', () => {
  it('are the keys of en-US, plural forms asked for by their base key; a misspelt key fails tsc', () => {
    const { t } = createTestI18n();
    expect(t('common.save')).toBe('Save');
    expect(t('booking.opening.requestCount', { count: 2 })).toBe('2 players have asked so far');
    // @ts-expect-error a widget's misspelt key
    expect(t('common.sve')).toBe('common.sve');

    const plural: MessageKey = 'booking.minutes';
    // @ts-expect-error a plural form is asked for by its base key
    const form: MessageKey = 'booking.minutes_nine';
    expect([plural, form]).toHaveLength(2);
  });

  it('type a Message and a manifest node, so a misspelt key there fails tsc too', () => {
    const crash: Message = { key: 'errors.crash' };
    // @ts-expect-error a Message's misspelt key
    const misspelt: Message = { key: 'errors.crsh' };
    const title: PageNode = { type: 'text', text: 'pages.home' };
    // @ts-expect-error a manifest's misspelt key
    const wrongTitle: PageNode = { type: 'text', text: 'pages.hom' };
    expect([crash, misspelt, title, wrongTitle]).toHaveLength(4);
  });
});
