// More of booking a court (doc 2 §2, §5, §8): the create-match popup, the resource-option popup,
// a slot taken while the player was in checkout mode, and the booking's .ics in the club's time zone.
import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Locator, type Page } from './fixtures';
import { seriousAccessibilityViolations } from './axe';
import { CLUB_ZONE, clubDay } from './club-calendar';
import { DEMO_PASSWORD, activeAccount, signInByApi } from './shell-support';

// Booking types of the demo club (src/server/seed/booking-setup.ts, in seed order).
const PADEL = 1;
const OPEN_MATCHES = 4;
const TENNIS_WITH_BALL_MACHINE = 8;
const PICKLEBALL_OPEN_PLAY = 10;

async function expectAccessible(page: Page) {
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
}

/** Signed in before the journey's first page (the login popup is signin.spec.ts's journey). */
const signIn = signInByApi;

/** The page's free times: the grid on a computer, the chips per court on a phone (< 600 px); the same names. */
function times(page: Page): Locator {
  return page.getByRole('main').getByRole(page.viewportSize()!.width < 600 ? 'region' : 'grid', { name: 'Timetable', exact: true });
}

/** Picks a free slot of the timetable and, in its sheet, a duration and Continue; the popups (if any) open next. */
async function chooseSlot(page: Page, slot: RegExp, minutes: number) {
  await times(page).getByRole('button', { name: slot }).first().click();
  const sheet = page.getByRole('dialog', { name: / at \d\d:\d\d$/ });
  await sheet.getByRole('radio', { name: new RegExp(`^${minutes} min`) }).check();
  await sheet.getByRole('button', { name: /^Continue/ }).click();
}

/**
 * A start time at which `court` is free for `minutes` (the demo club has bookings of its own):
 * the first one on the desktop, the last one on the phone, so the two projects never want the same slot.
 */
async function freeStart(page: Page, court: string, minutes: number, project: string): Promise<string> {
  const free = times(page).getByRole('button', { name: new RegExp(`^\\d\\d:\\d\\d, ${court}: free \\((?:[^)]*\\D)?${minutes}\\b`) });
  const slot = project === 'phone' ? free.last() : free.first();
  await expect(slot).toBeVisible();
  // The grid's cell writes its price (its time is the column's head); its name, like a chip's text, starts with the time.
  return ((await slot.getAttribute('aria-label')) ?? (await slot.textContent())!).trim().slice(0, 5);
}

async function apiLogin(request: APIRequestContext, email: string): Promise<{ id: number; headers: Record<string, string> }> {
  const answer = await (await request.post('/api/publiccustomers/cauth', { data: { email, password: DEMO_PASSWORD } })).json();
  expect(answer).toMatchObject({ ok: true });
  return { id: answer.model.id, headers: { Authorization: `Bearer ${answer.model.token}` } };
}

test('the create-match popup offers the genders of the player, a 0–7 level range with 2 decimals, and leads to /checkout-booking', async ({ page }) => {
  // Ana is a woman with a padel level: Female, Mixed and Open, no Male.
  await signIn(page, 'ana@demo.club');
  await page.goto(`/bookings/${OPEN_MATCHES}?date=${clubDay(1)}&duration=90`);
  await chooseSlot(page, /: free/, 90);

  const dialog = page.getByRole('dialog', { name: 'Create match' });
  const gender = dialog.getByRole('group', { name: 'Gender' });
  await expect(gender.getByRole('radio')).toHaveCount(3);
  for (const choice of ['Female', 'Mixed', 'Open']) await expect(gender.getByRole('radio', { name: choice, exact: true })).toBeVisible();
  await expect(gender.getByRole('radio', { name: 'Male', exact: true })).toHaveCount(0);
  const min = dialog.getByRole('spinbutton', { name: 'Minimum level' });
  const max = dialog.getByRole('spinbutton', { name: 'Maximum level' });
  // The range starts at 0 to 7 (doc 2 §2, §9); the server's range for Ana's level is a hint beside it.
  await expect(min).toHaveValue('0.00');
  await expect(max).toHaveValue('7.00');
  // Levels read in the club's culture (a comma in the demo club), as on every other page.
  await expect(dialog.getByText(/^Suggested for your level: \d,\d{2} to \d,\d{2}$/)).toBeVisible();
  await expectAccessible(page);

  await min.fill('1.5');
  await expect(min).toHaveValue('1.5');
  await max.fill('4.25');
  await expect(max).toHaveValue('4.25');
  await gender.getByRole('radio', { name: 'Mixed' }).check();
  await dialog.getByRole('radio', { name: 'Friendly' }).check();
  await dialog.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/checkout-booking\?pl=/);
  await expect(page.getByText('1,50–4,25 · Friendly')).toBeVisible();
  // A match is never paid shared (doc 2 §4).
  await expect(page.getByRole('radio', { name: /Shared/ })).toHaveCount(0);
  await expectAccessible(page);
});

test('a player without a level is told so in the create-match popup', async ({ page }) => {
  await signIn(page, 'noa@demo.club');
  await page.goto(`/bookings/${OPEN_MATCHES}?date=${clubDay(1)}&duration=90`);
  await chooseSlot(page, /: free/, 90);
  const dialog = page.getByRole('dialog', { name: 'Create match' });
  await expect(dialog.getByRole('alert')).toHaveText(
    'Sorry, you do not have a level to create a match yet. Use the app to find out your level or ask for information at the club.',
  );
  await expect(dialog.getByRole('button', { name: 'Continue' })).toHaveCount(0);
  await expectAccessible(page);
});

test('the resource-option popup adds the ball machine to a tennis court', async ({ page, request }, info) => {
  await signIn(page, await activeAccount(page, request, info.project.name));
  await page.goto(`/bookings/${TENNIS_WITH_BALL_MACHINE}?date=${clubDay(1)}&duration=60`);
  await chooseSlot(page, /, Tennis 1: free/, 60);

  const dialog = page.getByRole('dialog', { name: 'Add Ball machine?' });
  await expect(dialog.getByRole('radio', { name: 'No, thanks' })).toBeChecked();
  await expectAccessible(page);
  await dialog.getByRole('radio', { name: /Ball machine/ }).check();
  await dialog.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/checkout-booking\?pl=/);
  const resources = page.locator('dt', { hasText: 'Court' }).locator('xpath=following-sibling::dd[1]');
  await expect(resources).toHaveText('Tennis 1, Ball machine');
});

test('a slot taken meanwhile sends the player back to the timetable with the message, same date and duration', async ({ page, request }, info) => {
  const date = clubDay(2);
  const court = info.project.name === 'phone' ? 'Padel 4' : 'Padel 1';
  await signIn(page, await activeAccount(page, request, info.project.name));
  await page.goto(`/bookings/${PADEL}?date=${date}&duration=90`);
  const start = await freeStart(page, court, 90, info.project.name);
  await chooseSlot(page, new RegExp(`^${start}, ${court}: free`), 90);
  await expect(page).toHaveURL(/\/checkout-booking\?pl=/);
  await page.getByRole('radio', { name: /Full Payment/ }).check();

  // Another customer takes the same slot through the API while the player looks at the summary.
  const payload = JSON.parse(Buffer.from(new URL(page.url()).searchParams.get('pl')!, 'base64').toString('utf8'));
  const other = await apiLogin(request, 'noa@demo.club');
  const taken = await request.post('/api/publicbookings/prebook', {
    headers: other.headers,
    data: {
      booking: { ...payload.booking, customerId: other.id, paymentType: 1 },
      blocks: payload.blocks.map((block: object) => ({ ...block, customerId: other.id })),
      customerIds: [other.id],
    },
  });
  const held = await taken.json();
  expect(held).toMatchObject({ ok: true });

  try {
    await page.getByRole('button', { name: /Add to Cart/ }).click();
    await expect(page).toHaveURL(new RegExp(`/bookings/${PADEL}\\?date=${date}&duration=90`));
    await expect(page.getByRole('alert').filter({ hasText: 'This slot has just been taken' })).toBeVisible();
    const grid = times(page);
    await expect(grid).toBeVisible();
    await expect(grid.getByRole('button', { name: new RegExp(`^${start}, ${court}: free`) })).toHaveCount(0);
  } finally {
    // Noa's unpaid hold is given back: both projects (and a retry) pre-book as Noa, within the club's cap of 2 unpaid holds.
    await request.post(`/api/publicbookings/cancel/${held.model.sales[0].bookingId}/${other.id}`, { headers: other.headers });
  }
});

test("a booking's .ics opens in the club's time zone", async ({ page, request }, info) => {
  const date = clubDay(2);
  await signIn(page, await activeAccount(page, request, info.project.name));
  await page.goto(`/bookings/${PICKLEBALL_OPEN_PLAY}?date=${date}&duration=60`);
  const start = await freeStart(page, 'Pickleball 1', 60, info.project.name);
  await chooseSlot(page, new RegExp(`^${start}, Pickleball 1: free`), 60);
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page).toHaveURL(/\/customer-bookings$/);

  const booking = page.getByRole('article').filter({ hasText: 'Pickleball 1' }).first();
  await booking.getByRole('button', { name: /^More actions for / }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'Add to calendar' }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.ics$/);
  const ics = await readFile((await download.path())!, 'utf8');
  // The wall-clock time the player chose, in the club's zone (not UTC, not the browser's zone).
  const [hour, minute] = start.split(':').map(Number) as [number, number];
  const day = date.replaceAll('-', '');
  const at = (h: number) => `${String(h).padStart(2, '0')}${String(minute).padStart(2, '0')}00`;
  expect(ics).toContain(`DTSTART;TZID=${CLUB_ZONE}:${day}T${at(hour)}`);
  expect(ics).toContain(`DTEND;TZID=${CLUB_ZONE}:${day}T${at(hour + 1)}`);
  expect(ics).toContain(`BEGIN:VTIMEZONE`);
  expect(ics).toContain(`TZID:${CLUB_ZONE}`);
});
