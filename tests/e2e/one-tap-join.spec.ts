// Issue 35's booking checkout, end to end at 390 and 1280 px: a signed-in player finds an open match from the home
// page and joins it with one tap ("Join · 9,00 €") straight to the payment step, the taps counted; and a player
// whose two unpaid holds reach the club's cap is refused a third booking in a sheet with Pay now (to the checkout of
// the holds) and See my bookings, instead of a line hidden under the button.
import { expect, test, type APIRequestContext, type Locator, type Page } from './fixtures';
import { seriousAccessibilityViolations } from './axe';
import { firstFreeDay } from './club-calendar';
import { DEMO_PASSWORD, activeAccount, signInByApi } from './shell-support';

// Booking types of the demo club (src/server/seed/booking-setup.ts, in seed order).
const PADEL = 1;
const TENNIS = 2;
const PICKLEBALL = 3;
/** From a signed-in home to the checkout of the share: Open matches' See all, then the card's Join · 9,00 €. */
const MAX_TAPS_TO_PAYMENT = 2;
/** Where the journey's screenshots go (SHOTS_DIR: somewhere a later run's clean-up of test-results does not reach). */
const SHOTS = process.env.SHOTS_DIR ?? 'test-results';

async function expectAccessible(page: Page) {
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
}

test('a signed-in player finds an open match and joins it in one tap, landing on the payment of the share', async ({ page }, info) => {
  const phone = info.project.name === 'phone';
  // Each project its own player and match (matches.spec.ts takes other places of these matches).
  const [email, title] = phone ? ['ana@demo.club', 'Evening match · Padel 4'] : ['eva@demo.club', 'Friendly match · Padel 4'];
  let taps = 0;
  const tap = async (target: Locator) => {
    taps += 1;
    expect(taps, `taps from home to the payment step (at most ${MAX_TAPS_TO_PAYMENT})`).toBeLessThanOrEqual(MAX_TAPS_TO_PAYMENT);
    await target.click();
  };
  await signInByApi(page, email);
  await page.goto('/');
  await tap(page.getByRole('region', { name: 'Open matches' }).getByRole('link', { name: 'See all' }));
  await expect(page).toHaveURL(/\/bookings-byplace/);
  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: title, exact: true }) });
  const join = card.getByRole('button', { name: /^Join · 9,00/ });
  await expect(join).toBeVisible();
  // The tap target is a real button: at least 44 px high, and the way to pick a place oneself is beside it.
  expect((await join.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await expect(card.getByRole('link', { name: 'Choose your place' })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/one-tap-matches-${info.project.name}.png` });

  await tap(join);
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  await expect(page.getByText(title).first()).toBeVisible();
  await expect(page.getByText('9,00').first()).toBeVisible();
  expect(taps).toBeLessThanOrEqual(MAX_TAPS_TO_PAYMENT);

  // Until it is paid, the player's place reads Awaiting payment on the match's card, never Confirmed.
  await page.goto('/bookings-byplace');
  const mine = page.getByRole('article').filter({ has: page.getByRole('link', { name: title, exact: true }) });
  await expect(mine.getByText('Awaiting payment')).toBeVisible();
  await expect(mine.getByText('Confirmed', { exact: true })).toHaveCount(0);
});

/** An unpaid hold of the player's, pre-booked through the API on the first free day of a type (60 min). */
async function unpaidHold(request: APIRequestContext, login: { id: number; headers: Record<string, string> }, bookingTypeId: number, project: string) {
  const { date, resourceId, starts } = await firstFreeDay(request, { bookingTypeId, days: [2, 3, 4, 5, 6], minutes: 60, customerId: login.id, headers: login.headers });
  const start = project === 'phone' ? starts[starts.length - 1]! : starts[0]!;
  const answer = await request.post('/api/publicbookings/prebook', {
    headers: login.headers,
    data: {
      booking: { customerId: login.id, bookingTypeId, paymentType: 1, origin: 5 },
      blocks: [{ resourceId, startDate: `${date} ${start}`, duration: 60 }],
      customerIsParticipant: true,
      isMultiple: false,
      customerIds: [login.id],
    },
  });
  expect(await answer.json()).toMatchObject({ ok: true, model: { sales: [expect.anything()] } });
}

test('a third booking refused for two unpaid holds opens a sheet with Pay now, which leads to the checkout of the holds', async ({ page, request }, info) => {
  const email = await activeAccount(page, request, info.project.name);
  const auth = await (await request.post('/api/publiccustomers/cauth', { data: { email, password: DEMO_PASSWORD } })).json();
  const login = { id: auth.model.id as number, headers: { Authorization: `Bearer ${auth.model.token}` } };
  // The club's cap is 2 unpaid holds: a tennis court and a pickleball court, neither paid.
  await unpaidHold(request, login, TENNIS, info.project.name);
  await unpaidHold(request, login, PICKLEBALL, info.project.name);

  await signInByApi(page, email);
  const { date, starts } = await firstFreeDay(request, {
    bookingTypeId: PADEL,
    days: [2, 3, 4, 5, 6],
    minutes: 60,
    court: 'Padel 1',
    customerId: login.id,
    headers: login.headers,
  });
  await page.goto(`/bookings/${PADEL}?date=${date}&duration=60`);
  const times = page.getByRole('main').getByRole(page.viewportSize()!.width < 600 ? 'region' : 'grid', { name: 'Timetable', exact: true });
  await times.getByRole('button', { name: new RegExp(`^${starts[0]}, Padel 1: free`) }).click();
  await page
    .getByRole('dialog', { name: `Padel 1 at ${starts[0]}` })
    .getByRole('button', { name: /^Continue/ })
    .click();
  await expect(page).toHaveURL(/\/checkout-booking\?pl=/);
  // The whole court is chosen first; splitting is the player's choice.
  await expect(page.getByRole('radio', { name: /Full Payment/ })).toBeChecked();
  await page.screenshot({ path: `${SHOTS}/one-tap-checkout-booking-${info.project.name}.png`, fullPage: true });
  await page.getByRole('button', { name: /^Add to Cart/ }).click();

  const sheet = page.getByRole('dialog', { name: "You can't book this yet" });
  await expect(sheet.getByText(/limit of unpaid bookings/)).toBeVisible();
  await expect(sheet.getByText('You have 2 bookings awaiting payment:')).toBeVisible();
  await expect(sheet.getByRole('link', { name: 'See my bookings' })).toBeVisible();
  const payNow = sheet.getByRole('button', { name: /^Pay now · / });
  // In reach: the sheet's action is on screen, not under the phone's tab bar.
  await expect(payNow).toBeInViewport();
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/one-tap-refusal-sheet-${info.project.name}.png` });
  await payNow.click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  await expect(page.getByText('Tennis court').first()).toBeVisible();
  await expect(page.getByText('Pickleball court').first()).toBeVisible();
});
