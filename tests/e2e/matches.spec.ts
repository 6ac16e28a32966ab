// Open matches end to end (doc 2 §2, issue 13): a demo player finds a match on /bookings-byplace, joins on a
// chosen team, pays the share through the cart and the checkout (at the club) and sees the match in
// /customer-bookings; another takes a free place of the floor map by keyboard; after a match a player enters
// a 3-set result and the levels move; on a 390 px phone a signed-in player joins an open match from the home
// page to the payment step in at most 4 taps (issue 24). Each project (desktop, phone) has its own seeded match
// and its own past match, as both share the journeys' database.
import { expect, test, type Locator, type Page } from './fixtures';
import { seriousAccessibilityViolations } from './axe';
import { clubDay } from './club-calendar';
import { signInByApi } from './shell-support';

async function expectAccessible(page: Page) {
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
}

/** Signed in before the journey's first page (the login popup is signin.spec.ts's journey). */
const signIn = signInByApi;

test('a player finds an open match, joins on a chosen team, pays the share at checkout and sees the match in my bookings', async ({ page }, info) => {
  // The longest journey of this file (list, join, cart, checkout, my bookings), with an accessibility check on each page.
  test.slow();
  const phone = info.project.name === 'phone';
  await signIn(page, phone ? 'eva@demo.club' : 'ana@demo.club');
  const title = phone ? 'Friendly match · Padel 4' : 'Evening match · Padel 4';
  await page.goto(`/bookings-byplace?date=${clubDay(0)}`);
  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: title, exact: true }) });
  await expect(card).toBeVisible();
  await expect(card.getByText('Free Place').first()).toBeVisible();
  await expectAccessible(page);
  await card.getByRole('link', { name: title, exact: true }).click();
  await expect(page).toHaveURL(/\/booking-join\/\d+$/);
  await expect(page.getByText('Free Place').first()).toBeVisible();
  await expectAccessible(page);
  // Join · 9,00 € takes the side given; the player picks one instead by its free place (issue 35).
  await expect(page.getByRole('button', { name: /^Join · 9,00/ })).toBeVisible();
  await page
    .getByRole('region', { name: phone ? 'Team 1' : 'Team 2' })
    .getByRole('button', { name: `Free Place Join ${phone ? 'Team 1' : 'Team 2'}` })
    .first()
    .click();
  const success = page.getByRole('dialog', { name: 'Congratulations!' });
  await expect(success.getByText('You have successfully signed up.', { exact: true })).toBeVisible();
  await expect(success.getByText('You can pay your share now by clicking the button.')).toBeVisible();
  await success.getByRole('button', { name: 'Pay' }).click();
  // The share is paid through the cart and the checkout, with the club's own method (pay at the club).
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  await expect(page.getByText(title).first()).toBeVisible();
  await expect(page.locator('.checkout__total').last()).toContainText('9,00');
  await page.getByRole('radio', { name: /Pay at the club/ }).check();
  await page.getByRole('checkbox', { name: 'I accept the legal conditions' }).check();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/cz\/ok$/);
  await expect(page.getByRole('heading', { name: 'The payment has been processed successfully' })).toBeVisible();
  await page.goto('/customer-bookings');
  await expect(page.getByRole('link', { name: title, exact: true }).first()).toBeVisible();
});

test('a player takes a free place on the floor map by keyboard, pays the share at the club through the cart and sees the match in my bookings', async ({ page }, info) => {
  // Map, popup, cart, checkout and my bookings, with an accessibility check on the map.
  test.slow();
  const phone = info.project.name === 'phone';
  await signIn(page, 'sam@demo.club');
  await page.goto(`/bookings-byplace?date=${clubDay(0)}`);
  const title = phone ? 'Open match · Padel 1' : "Men's match · Padel 3";
  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: title, exact: true }) });
  // Join takes a place in one tap (issue 35); choosing the place oneself is the map beside it.
  await card.getByRole('link', { name: 'Choose your place' }).click();
  await expect(page).toHaveURL(/\/booking-visual\/\d+\/\d+\?date=/);
  const mapUrl = page.url();
  // The map image at 80 % of the container's width (doc 2 §2).
  const canvas = page.locator('.floor-map__canvas');
  await expect(canvas).toBeVisible();
  const ratio = await canvas.evaluate((element) => element.getBoundingClientRect().width / element.parentElement!.getBoundingClientRect().width);
  expect(ratio).toBeCloseTo(0.8, 2);
  await expect(page.getByRole('button', { name: 'A1: Booked by' + (phone ? ' Carlos Pérez' : ' Pedro'), exact: false })).toBeVisible();
  await expectAccessible(page);
  const free = page.getByRole('button', { name: 'B1: Not booked' });
  await free.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/bookings-byplace\?bookingId=\d+&placeId=\d+&place=B1&date=/);
  const popup = page.getByRole('dialog', { name: 'Open padel matches' });
  await expect(popup.getByText('B1')).toBeVisible();
  await popup.getByRole('button', { name: /^Join · / }).click();
  // Sam has no voucher: the share is left pending, paid at the club (the club's pending payment).
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  await expect(page.getByText(title).first()).toBeVisible();
  await page.getByRole('radio', { name: /Pay at the club/ }).check();
  await page.getByRole('checkbox', { name: 'I accept the legal conditions' }).check();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/cz\/ok$/);
  await expect(page.getByRole('heading', { name: 'The payment has been processed successfully' })).toBeVisible();
  await page.getByRole('link', { name: 'Go To My Bookings' }).click();
  await expect(page).toHaveURL(/\/customer-bookings$/);
  const booked = page.getByRole('link', { name: title, exact: true }).first();
  await expect(booked).toBeVisible();
  // The place is Sam's now: the map shows B1 booked by him.
  await page.goto(mapUrl);
  await expect(page.getByRole('button', { name: 'B1: Booked by Sam Ortega', exact: false })).toBeVisible();
});

test('after the match a player enters a 3-set result and the levels move', async ({ page }, info) => {
  const phone = info.project.name === 'phone';
  await signIn(page, phone ? 'sam@demo.club' : 'ana@demo.club');
  const title = phone ? 'League match · Padel 4' : 'League match · Padel 2';
  await page.goto('/customer-bookings');
  // Past bookings are listed under their heading on the Bookings tab.
  await expect(page.getByRole('heading', { name: 'Past' })).toBeVisible();
  const link = page.getByRole('link', { name: title, exact: true }).first();
  const href = await link.getAttribute('href');
  const id = href!.match(/(\d+)$/)![1];
  await page.goto(`/booking-join/${id}`);
  await expect(page).toHaveURL(new RegExp(`/booking-results/${id}$`));
  for (const [team, games] of [
    [1, [6, 4, 6]],
    [2, [3, 6, 2]],
  ] as const) {
    for (const [index, value] of games.entries()) await page.getByRole('textbox', { name: `Team ${team}, set ${index + 1}` }).fill(String(value));
  }
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Result saved' })).toBeVisible();
  await page.goto('/levels');
  await page.getByRole('button', { name: /^Padel · Club level/ }).click();
  await expect(page.getByText('6-3 4-6 6-2').first()).toBeVisible();
  await expect(page.locator(`a[href="/booking-join/${id}"]`).first()).toBeVisible();
});

test('on a 390 px phone a signed-in player joins an open match from the home page to the payment step in at most 4 taps', async ({ page }, info) => {
  test.skip(info.project.name !== 'phone', 'the phone journey of issue 24');
  const MAX_TAPS = 4;
  let taps = 0;
  /** A finger's tap: counted, and the journey fails as soon as it needs more than MAX_TAPS. */
  const tap = async (target: Locator) => {
    taps += 1;
    expect(taps, `taps from the home page to the payment step (at most ${MAX_TAPS})`).toBeLessThanOrEqual(MAX_TAPS);
    await target.tap();
  };
  await signIn(page, 'eva@demo.club');
  await page.goto('/');
  const title = 'Evening match · Padel 4';

  // 1. Home: the open matches' See all.
  await tap(page.getByRole('region', { name: 'Open matches' }).getByRole('link', { name: 'See all' }));
  await expect(page).toHaveURL(/\/bookings-byplace$/);
  // The list: the filters wait behind one button, the days read in date order, each card says its price per player.
  await expect(page.getByRole('button', { name: /^Filters/ })).toBeVisible();
  await expect(page.getByRole('combobox')).toHaveCount(0);
  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: title, exact: true }) });
  await expect(card.getByText('per player')).toBeVisible();
  await expect(card.getByText('MD', { exact: true })).toBeVisible();
  await expectAccessible(page);

  // 2. The card's Join · 9,00 €: the place is taken at once (a free place of the floor map), the share in the cart (issue 35).
  await tap(card.getByRole('button', { name: /^Join · 9,00/ }));
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  await expect(page.getByText(title).first()).toBeVisible();
  await expect(page.locator('.checkout__total').last()).toContainText('9,00');
  expect(taps).toBeLessThanOrEqual(MAX_TAPS);
});
