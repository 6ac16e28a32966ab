import type { Club } from '../repositories/club';

/** The club the document tests print for: a name beyond Windows-1252, the euro written after the amount, Madrid's clock. */
export const testClub = {
  name: 'Club Łódź Pádel',
  address: 'Calle Mayor 1',
  phone: '+34 900 000 000',
  email: 'club@example.com',
  main_logo: null,
  currency_symbol: '€',
  decimal_separator: ',',
  time_zone: 'Europe/Madrid',
  format_culture: 'es-ES',
} as Club;
