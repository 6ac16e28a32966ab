export const DEMO_PASSWORD = 'demo1234';

export interface DemoLogin {
  email: string;
  password: string;
  status: 'Active' | 'Temp';
  description: string;
}

/** Customers the demo seed creates with a known password. The first one has the richest history. */
export const DEMO_LOGINS: readonly DemoLogin[] = [
  {
    email: 'ana@demo.club',
    password: DEMO_PASSWORD,
    status: 'Active',
    description: 'Parent of a family account (children Leo and Mia) with bookings, matches, levels, orders, vouchers, membership fees, trainings, messages and saved cards',
  },
  { email: 'leo@demo.club', password: DEMO_PASSWORD, status: 'Active', description: "Ana's son, a junior tennis player" },
  {
    email: 'mia@demo.club',
    password: DEMO_PASSWORD,
    status: 'Active',
    description: "Ana's daughter, a junior padel player with a junior pass voucher (buys a Junior Membership from the shop)",
  },
  { email: 'empty@demo.club', password: DEMO_PASSWORD, status: 'Active', description: 'An active customer with no data at all' },
  { email: 'noa@demo.club', password: DEMO_PASSWORD, status: 'Active', description: 'A player with neither gender nor level (every gender choice; cannot create a match yet)' },
  { email: 'staff@demo.club', password: DEMO_PASSWORD, status: 'Active', description: "The club's staff: opens the club's settings page (/club-settings) from the account menu" },
  { email: 'temp@demo.club', password: DEMO_PASSWORD, status: 'Temp', description: 'Registered but not activated yet' },
];
