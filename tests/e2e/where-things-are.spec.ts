// Where things are (issue 35): the demo club's phone tab bar and desktop header lead to Book, Matches, My bookings,
// Shop and Account, and a signed-in player's home starts with their next booking: when, where, the one action.
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { seriousAccessibilityViolations } from './axe';
import { firstFreeDay } from './club-calendar';
import { DEMO_PASSWORD, activeAccount, signInByApi } from './shell-support';

// The demo club's free pickleball open play (src/server/seed/booking-setup.ts, in seed order).
const PICKLEBALL_OPEN_PLAY = 10;

/** A free booking of the player's, made through the API 2 or 3 days ahead: its day and start (HH:mm) and court. */
async function upcomingBooking(request: APIRequestContext, email: string): Promise<{ date: string; start: string; court: string }> {
  const login = await (await request.post('/api/publiccustomers/cauth', { data: { email, password: DEMO_PASSWORD } })).json();
  expect(login).toMatchObject({ ok: true });
  const customerId = login.model.id as number;
  const headers = { Authorization: `Bearer ${login.model.token}` };
  const { date, resourceId, starts } = await firstFreeDay(request, { bookingTypeId: PICKLEBALL_OPEN_PLAY, days: [3, 2], minutes: 60, customerId, headers });
  const start = starts[0]!;
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
  expect(await booked.json()).toMatchObject({ ok: true });
  const answer = await (await request.get(`/api/publicbookings/customer-bookings/${customerId}`, { headers })).json();
  const court = (answer.model.next as { resourceName: string }[])[0]!.resourceName;
  return { date, start, court };
}

/** The weekday and day the home card writes for a club day ('2026-12-04' → 'Fri 4 Dec'). */
function shortDay(date: string): string {
  const day = new Date(`${date}T12:00:00Z`);
  const weekday = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' }).format(day);
  const month = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' }).format(day);
  return `${weekday} ${day.getUTCDate()} ${month}`;
}

async function expectAccessible(page: Page) {
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
}

test("a signed-in player's home starts with their next booking, and Matches is one tap away", async ({ page, request, isMobile }, info) => {
  const email = await activeAccount(page, request, info.project.name);
  const { date, start, court } = await upcomingBooking(request, email);
  await signInByApi(page, email);
  await page.goto('/');

  const next = page.getByRole('region', { name: 'Your next booking' });
  await expect(next).toBeVisible();
  // First on the page, above the club's own sections (and its hero on a computer).
  const first = await page.locator('.home-section').first().getAttribute('id');
  expect(first).toBe('nextBooking');
  expect((await next.boundingBox())!.y).toBeLessThan(page.viewportSize()!.height);
  await expect(next.getByText(`${shortDay(date)} · ${start}`)).toBeVisible();
  await expect(next.getByText(court, { exact: true })).toBeVisible();
  await expect(next.getByRole('link', { name: 'My bookings' })).toHaveAttribute('href', '/customer-bookings');
  await expectAccessible(page);
  await page.screenshot({ path: `test-results/home-next-booking-${info.project.name}.png` });

  // The five places a player goes: the phone's tab bar, or the computer's header (Account is its account menu).
  if (isMobile) {
    const bar = page.getByRole('contentinfo').getByRole('navigation', { name: 'Shortcuts' });
    await expect(bar.getByRole('listitem')).toHaveText([/^Book$/, /^Matches$/, /^My bookings$/, /^Shop\s*\d*$/, /^Account$/]);
    await bar.getByRole('link', { name: 'Matches' }).click();
  } else {
    const header = page.getByRole('banner').getByRole('navigation');
    for (const name of ['Book', 'Matches', 'My bookings', 'Shop']) await expect(header.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(header.getByRole('button', { name: /My Account/ })).toBeVisible();
    await header.getByRole('link', { name: 'Matches', exact: true }).click();
  }
  await expect(page).toHaveURL(/\/bookings-byplace$/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeFocused();
  await expectAccessible(page);
});

test('a visitor gets no next-booking box, and the tab bar or header still leads to the five places', async ({ page, isMobile }) => {
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Book now' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your next booking' })).toHaveCount(0);
  if (isMobile) {
    const bar = page.getByRole('contentinfo').getByRole('navigation', { name: 'Shortcuts' });
    await expect(bar.getByRole('listitem')).toHaveCount(5);
    // Signed out, My bookings asks for a login first, then leads on.
    await bar.getByRole('link', { name: 'My bookings' }).click();
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
  } else {
    await expect(page.getByRole('banner').getByRole('link', { name: 'Matches', exact: true })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'My bookings', exact: true })).toHaveCount(0);
  }
});
