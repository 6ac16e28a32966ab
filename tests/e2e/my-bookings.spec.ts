// My bookings on a phone (issue 24): a card shows one next thing to do and keeps the rest in its ⋮ menu; a
// signed-in player cancels a booking in at most 3 taps (⋮, Cancel, Yes), told first what the cancel gives back;
// the journey counts its taps and fails above them. Axe-clean with the menu and the sheet open.
import { expect, test, type APIRequestContext, type Locator, type Page } from './fixtures';
import { seriousAccessibilityViolations } from './axe';
import { firstFreeDay } from './club-calendar';
import { DEMO_PASSWORD, activeAccount, signInByApi } from './shell-support';

// The demo club's free pickleball open play (src/server/seed/booking-setup.ts, in seed order).
const PICKLEBALL_OPEN_PLAY = 10;
const MAX_TAPS_TO_CANCEL = 3;

async function expectAccessible(page: Page) {
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
}

/** A free booking of the player's, made through the API 2 or 3 days ahead (before the cancel limit): its start (HH:mm). */
async function freeBooking(request: APIRequestContext, email: string, project: string): Promise<string> {
  const login = await (await request.post('/api/publiccustomers/cauth', { data: { email, password: DEMO_PASSWORD } })).json();
  expect(login).toMatchObject({ ok: true });
  const customerId = login.model.id as number;
  const headers = { Authorization: `Bearer ${login.model.token}` };
  // Open play is booked at most 72 hours ahead: the third day, or soon after midnight, when no hour of it is in
  // reach yet, the second (its first hours still more than 24 hours away, before the cancel limit).
  const { date, resourceId, starts } = await firstFreeDay(request, { bookingTypeId: PICKLEBALL_OPEN_PLAY, days: [3, 2], minutes: 60, customerId, headers });
  // The phone takes the last free hour, the desktop the first.
  const start = project === 'phone' ? starts[starts.length - 1]! : starts[0]!;
  const booked = await request.post('/api/publicbookings/prebook', {
    data: {
      booking: { customerId, bookingTypeId: PICKLEBALL_OPEN_PLAY, paymentType: 1, origin: 5 },
      blocks: [{ resourceId, startDate: `${date} ${start}`, duration: 60 }],
      customerIsParticipant: true,
      isMultiple: false,
      customerIds: [customerId],
    },
    headers,
  });
  expect(await booked.json()).toMatchObject({ ok: true, model: { serviceFree: true } });
  return start;
}

test('a signed-in player cancels a booking from my bookings in at most 3 taps, told first what it gives back', async ({ page, request }, info) => {
  const email = await activeAccount(page, request, info.project.name);
  const start = await freeBooking(request, email, info.project.name);
  await signInByApi(page, email);
  await page.goto('/customer-bookings');

  const card = page.getByRole('article').filter({ hasText: start }).first();
  await expect(card).toBeVisible();
  await expect(card.getByText('Confirmed', { exact: true })).toBeVisible();
  // One next thing to do on the card (no turnstiles far from the start: Share); Cancel is not on it.
  await expect(card.getByRole('button', { name: /^(Share with friends|Open Facility)$/ })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Cancel', exact: true })).toHaveCount(0);
  await expectAccessible(page);
  await page.screenshot({ path: `test-results/my-bookings-${info.project.name}.png`, fullPage: true });

  let taps = 0;
  const tap = async (target: Locator) => {
    taps += 1;
    await target.click();
  };
  await tap(card.getByRole('button', { name: /^More actions for / }));
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem')).toContainText(['Add to calendar', 'Cancel']);
  await expectAccessible(page);
  await tap(menu.getByRole('menuitem', { name: 'Cancel' }));

  const sheet = page.getByRole('dialog', { name: /^Cancel the booking/ });
  // A free booking: nothing was paid, so the sheet says there is nothing to give back, and until when it is open.
  await expect(sheet.getByText('Nothing was paid online for it, so there is no online refund.')).toBeVisible();
  await expect(sheet.getByText(/^You can cancel online until /)).toBeVisible();
  await expect(sheet.getByRole('button', { name: 'Keep booking' })).toBeFocused();
  await expectAccessible(page);
  await page.screenshot({ path: `test-results/my-bookings-cancel-${info.project.name}.png` });
  await tap(sheet.getByRole('button', { name: 'Yes, cancel the booking' }));

  await expect(page.getByRole('status').filter({ hasText: 'Booking cancelled.' })).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: start })).toHaveCount(0);
  expect(taps, 'taps from my bookings to a cancelled booking').toBeLessThanOrEqual(MAX_TAPS_TO_CANCEL);
  // Nothing left to come: the empty state's next step is booking a court.
  await expect(page.getByRole('main').getByRole('link', { name: 'Book a court' })).toBeVisible();
});
