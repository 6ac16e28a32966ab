// A place taken while the player looks at a match (issue 40: the live stream reloads the match when someone joins
// elsewhere): the teams change in place — the Free Place becomes the player who took it — and a quiet note (a polite
// live region) says so; the player's own join says nothing there.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ResourceLanguage } from 'i18next';
import { describe, expect, it } from 'vitest';
import { quietPageTests, renderApp } from '../../../tests/support/test-app';
import { freePlace, matchPlayer, openMatch } from '../../../tests/support/match-fixtures';
import { createI18n } from '../../i18n/create-i18n';
import type { Language } from '../../i18n/languages';
import english from '../../../locales/en-US.json';
import spanish from '../../../locales/es-ES.json';
import mexican from '../../../locales/es-MX.json';
import french from '../../../locales/fr-FR.json';
import italian from '../../../locales/it-IT.json';

quietPageTests();

const DICTIONARIES = { 'en-US': english, 'es-ES': spanish, 'es-MX': mexican, 'fr-FR': french, 'it-IT': italian };

const MARTA = matchPlayer(1, 'Marta', 0);
const PEDRO = matchPlayer(2, 'Pedro', 1);

async function matchPage() {
  let players = [MARTA, freePlace(11, 0), PEDRO, freePlace(12, 1)];
  const app = await renderApp({
    path: '/booking-join/41',
    loggedIn: true,
    operations: {
      getBookingInfo: () => ({ ok: true, model: { booking: openMatch({ players, participantsIn: players.filter((player) => !player.isPlaceholder).length }) } }),
      joinBooking: () => {
        players = [MARTA, matchPlayer(7, 'Me', 0, { selected: true }), PEDRO, freePlace(12, 1)];
        return { ok: true, errorMsg: null, model: { serviceFree: true, sale: null } };
      },
    },
  });
  const main = within(screen.getByRole('main'));
  await main.findByRole('region', { name: 'Team 1' });
  /** Others take places on the match; the live stream's event reloads it. */
  const takenElsewhere = async (...taken: Array<[number, string, 0 | 1]>) => {
    players = players.map((player) => {
      const by = taken.find(([id]) => id === player.id);
      return by ? matchPlayer(by[0] + 100, by[1], by[2]) : player;
    });
    await act(async () => app.root.queries.invalidate('getBookingInfo'));
  };
  const note = () => main.getByRole('status').textContent;
  return { main, takenElsewhere, note };
}

describe('a place taken while a match is shown', () => {
  it('turns the Free Place into the player who took it, in place, and says so quietly', async () => {
    const { main, takenElsewhere, note } = await matchPage();
    const team = (n: number) =>
      within(main.getByRole('region', { name: `Team ${n}` }))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(team(1)).toEqual(['MartaLevel 3.5', 'Free Place Join Team 1']);
    expect(note()).toBe('');
    await takenElsewhere([11, 'Lucía', 0]);
    await waitFor(() => expect(team(1)).toEqual(['MartaLevel 3.5', 'LucíaLevel 3.5']));
    expect(team(2)).toEqual(['PedroLevel 3.5', 'Free Place']);
    expect(note()).toBe('A place in this match has just been taken');
    expect(main.getByRole('heading', { name: 'Players 3/4' })).toBeTruthy();
  });

  it('counts the places taken at once; the note reads so in every language', async () => {
    const { takenElsewhere, note } = await matchPage();
    await takenElsewhere([11, 'Lucía', 0], [12, 'Jean', 1]);
    await waitFor(() => expect(note()).toBe('2 places in this match have just been taken'));
    const notes = Object.entries(DICTIONARIES).map(([language, dictionary]) => {
      const { t } = createI18n(language as Language, { [language]: dictionary as ResourceLanguage });
      return [t('booking.join.placesTaken', { count: 1 }), t('booking.join.placesTaken', { count: 3 })];
    });
    expect(notes).toEqual([
      ['A place in this match has just been taken', '3 places in this match have just been taken'],
      ['Alguien acaba de ocupar una plaza de este partido', 'Acaban de ocuparse 3 plazas de este partido'],
      ['Alguien acaba de tomar un lugar en este partido', 'Se acaban de ocupar 3 lugares en este partido'],
      ['Une place de ce match vient d’être prise', '3 places de ce match viennent d’être prises'],
      ['Un posto in questa partita è appena stato preso', '3 posti in questa partita sono appena stati presi'],
    ]);
  });

  it('says nothing of the place the player took themselves', async () => {
    const { main, note } = await matchPage();
    fireEvent.click(main.getByRole('button', { name: /^Join · / }));
    await screen.findByRole('dialog', { name: 'Congratulations!' });
    await waitFor(() => expect(within(main.getByRole('region', { name: 'Team 1' })).getByText('Me')).toBeTruthy());
    expect(note()).toBe('');
  });
});
