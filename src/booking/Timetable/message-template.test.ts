import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { messageTemplate } from './message-template';

async function translator(language: string, messages: Record<string, string>) {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: language, resources: { [language]: { translation: messages } }, interpolation: { escapeValue: false } });
  return i18n.t;
}

describe('a message template', () => {
  it('fills in the values as t() would, in the order the language puts them', async () => {
    const en = await translator('en-US', { free: '{{time}}, {{resource}}: free ({{durations}} min)' });
    const values = { time: '18:30', resource: 'Padel & Co 1', durations: '60, 90' };
    expect(messageTemplate(en, 'free', ['time', 'resource', 'durations'])(values)).toBe(en('free', values));
    const reordered = await translator('xx', { free: '{{resource}} – {{durations}} min à {{time}}, {{resource}}' });
    expect(messageTemplate(reordered, 'free', ['time', 'resource', 'durations'])(values)).toBe('Padel & Co 1 – 60, 90 min à 18:30, Padel & Co 1');
  });

  it('gives the plain text of a message without values', async () => {
    const fr = await translator('fr-FR', { none: 'Aucun créneau' });
    expect(messageTemplate(fr, 'none', ['time'])({ time: '18:30' })).toBe('Aucun créneau');
  });
});
