import { describe, expect, it } from 'vitest';
import { linkMail } from '../mail/templates';
import { pushPayload } from './notice';

const MADRID = { dateFormat: 'dd/MM/yyyy HH:mm', timeZone: 'Europe/Madrid' };

describe('a push’s text', () => {
  it('the draw’s mail carries its push: the result in the player’s language, days and times as players read them', () => {
    const mail = linkMail(
      'openingWon',
      { language: 'fr-FR', clubName: 'Club', name: 'Léa', url: 'https://club.example/customer-bookings' },
      { date: '2026-12-05', slot: 'Padel 1 2026-12-05 19:00 (90 min)', until: '2026-12-04 20:15' },
    );
    expect(mail.push).toMatchObject({ kind: 'openingResult', path: '/customer-bookings' });
    expect(pushPayload(mail.push!, 'fr-FR', MADRID)).toEqual({
      title: 'Vous avez gagné un terrain au tirage',
      body: 'Le tirage du sam 5 déc vous a attribué Padel 1 sam 5 déc · 19:00 (90 min). Payez avant : ven 4 déc · 20:15 pour le garder.',
      path: '/customer-bookings',
      tag: 'openingResult:/customer-bookings',
    });
  });

  it('a mail with nothing to push carries no push', () => {
    expect(linkMail('activation', { language: 'en-US', clubName: 'Club', name: 'Ana', url: 'https://club.example/activate?t=1' }).push).toBeUndefined();
  });
});
