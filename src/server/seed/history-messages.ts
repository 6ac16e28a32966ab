import type { Transaction } from 'kysely';
import { jsonb } from '../db/json';
import type { DB } from '../db/schema';
import type { SeedClock } from './clock';
import type { SeededCustomers } from './customers';

export async function seedMessages(trx: Transaction<DB>, clock: SeedClock, people: SeededCustomers, links: { summerCampActivityId: number }): Promise<void> {
  const emails = [
    {
      daysAgo: 400,
      subject: 'Welcome to Club Demo Padel & Tennis',
      body: '<p>Hi Ana,</p><p>Welcome to the club! You can now book courts, join matches and manage your family account online.</p><p>See you on court,<br>The Club Demo team</p>',
      links: [{ label: 'Book a court', url: '/bookingtypes' }],
    },
    {
      daysAgo: 30,
      subject: 'Your order has been shipped',
      body: '<p>Hi Ana,</p><p>Your online order is on its way and will arrive in 2–4 working days.</p><p>Thank you for shopping with us.</p>',
      links: [{ label: 'My orders', url: '/customer-orders' }],
    },
    {
      daysAgo: 21,
      subject: 'Summer camp registrations are open',
      body: '<p>Hi Ana,</p><p>Registrations for the <strong>Summer Padel Camp</strong> are open. Places are limited, sign Leo and Mia up soon!</p>',
      links: [{ label: 'Summer Padel Camp', url: `/activity/${links.summerCampActivityId}` }],
    },
    {
      daysAgo: 3,
      subject: 'Booking cancelled: Padel 1',
      body: '<p>Hi Ana,</p><p>Your booking on Padel 1 has been cancelled as requested. The amount has been returned to your card.</p>',
      links: [],
    },
    {
      daysAgo: 1,
      subject: 'Booking confirmed: Padel 1',
      body: `<p>Hi Ana,</p><p>Your booking on <strong>Padel 1</strong> on ${clock.label(clock.at(2, '19:00'))} (90 min) is confirmed.</p><p>Free cancellation up to 24 hours before.</p>`,
      links: [{ label: 'My bookings', url: '/customer-bookings' }],
    },
    {
      daysAgo: 0,
      subject: 'Membership fee due',
      body: "<p>Hi Ana,</p><p>This month's fee of your Family Membership is pending. You can pay it from your fees page.</p>",
      links: [{ label: 'My fees', url: '/customer-fees' }],
    },
  ];
  await trx
    .insertInto('emails')
    .values(
      emails.map((email) => ({
        customer_id: people.ana,
        to_address: 'ana@demo.club',
        subject: email.subject,
        body: email.body,
        links: jsonb(email.links),
        created_at: clock.ago(email.daysAgo, 1),
        sent_at: clock.ago(email.daysAgo, 1),
        attempts: 1,
      })),
    )
    .execute();

  const sms = [
    { daysAgo: 8, body: 'Club Demo: your match on Padel 3 is confirmed. Good luck!' },
    { daysAgo: 7, body: 'Club Demo: result saved (6-3 4-6 6-2). Your new level is 3.35.' },
    { daysAgo: 1, body: `Club Demo: reminder, Padel 1 on ${clock.label(clock.at(2, '19:00'))}.` },
  ];
  await trx
    .insertInto('sms_messages')
    .values(
      sms.map((message) => ({
        customer_id: people.ana,
        to_phone: '+34 600 111 222',
        body: message.body,
        created_at: clock.ago(message.daysAgo, 2),
        sent_at: clock.ago(message.daysAgo, 2),
      })),
    )
    .execute();

  await trx
    .insertInto('info_requests')
    .values([
      {
        email: 'laura.visitor@example.com',
        question: 'Do you offer padel classes for complete beginners on weekday evenings?',
        created_at: clock.ago(6),
        answered_at: clock.ago(5),
      },
      { email: 'team.manager@example.com', question: 'We are a company of 12 people: can we book all four padel courts for a private tournament?', created_at: clock.ago(1) },
    ])
    .execute();
}
