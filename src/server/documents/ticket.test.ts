import { describe, expect, it } from 'vitest';
import { testClub } from './test-club';
import type { Language } from '../../i18n/languages';
import { renderTicket, type TicketData } from './ticket';
import { pdfText } from './pdf-text';

const club = testClub;

const name = 'Łukasz Ñúñez Çelik';
const ticket: TicketData = {
  heading: 'Pádel · Pista 1',
  status: 'Confirmed',
  saleNumbers: ['S0000042'],
  holder: name,
  // 19:00 to 20:30 in Madrid.
  when: { start: new Date('2026-12-03T18:00:00Z'), end: new Date('2026-12-03T19:30:00Z') },
  places: ['Pista 1'],
  players: [name, 'Zoë Gősi'],
  items: [],
  total: 28,
  qrText: 'https://club.example/publictickets/abc',
  language: null,
};

describe("a ticket in the reader's language", () => {
  // Each language's own words for the heading, the holder and a confirmed booking; times on the club's 24-hour clock.
  const labels: Record<Language, string[]> = {
    'en-US': ['TICKET', 'Holder:', 'Status: Confirmed', 'Show this ticket at the entrance.', 'Dec 3, 2026', '19:00 – 20:30'],
    'es-ES': ['ENTRADA', 'Titular:', 'Estado: Confirmada', 'Muestra esta entrada en el acceso.', '3 dic 2026', '19:00 – 20:30'],
    'es-MX': ['BOLETO', 'Titular:', 'Estado: Confirmada', 'Muestra este boleto en la entrada.', '3 dic 2026', '19:00 – 20:30'],
    'fr-FR': ['BILLET', 'Titulaire :', 'Statut : Confirmée', "Présentez ce billet à l'entrée.", '3 déc. 2026', '19:00 – 20:30'],
    'it-IT': ['BIGLIETTO', 'Intestatario:', 'Stato: Confermata', "Mostra questo biglietto all'ingresso.", '3 dic 2026', '19:00 – 20:30'],
  };

  it.each(Object.entries(labels))("%s: every letter of the name, the € sign and the language's labels are in the text", async (language, words) => {
    const text = await pdfText(await renderTicket(club, '/nonexistent', ticket, language as Language));
    expect(text).toContain(name);
    for (const letter of name) expect(text).toContain(letter);
    expect(text).toContain('Zoë Gősi');
    expect(text).toContain('Club Łódź Pádel');
    expect(text).toContain('28,00 €');
    for (const word of words) expect(text).toContain(word);
    expect(text).not.toContain('?');
  });
});
