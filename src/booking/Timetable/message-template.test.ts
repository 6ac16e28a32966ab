import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { messageTemplate } from './message-template';

/** An i18next over the given wording of the timetable's messages (the keys are the portal's). */
async function translator(language: string, booking: Record<string, string>) {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: language, resources: { [language]: { translation: { booking } } }, interpolation: { escapeValue: false } });
  return i18n.t;
}

describe('a message template', () => {
  it('fills in the values as t() would, in the order the language puts them', async () => {
    const en = await translator('en-US', { slotFree: '{{time}}, {{resource}}: free ({{durations}} min)' });
    const values = { time: '18:30', resource: 'Padel & Co 1', durations: '60, 90' };
    expect(messageTemplate(en, 'booking.slotFree', ['time', 'resource', 'durations'])(values)).toBe(en('booking.slotFree', values));
    const reordered = await translator('xx', { slotFree: '{{resource}} – {{durations}} min à {{time}}, {{resource}}' });
    expect(messageTemplate(reordered, 'booking.slotFree', ['time', 'resource', 'durations'])(values)).toBe('Padel & Co 1 – 60, 90 min à 18:30, Padel & Co 1');
  });

  it('gives the plain text of a message without values', async () => {
    const fr = await translator('fr-FR', { slotUnavailable: 'Aucun créneau' });
    expect(messageTemplate(fr, 'booking.slotUnavailable', ['time'])({ time: '18:30' })).toBe('Aucun créneau');
  });
});
