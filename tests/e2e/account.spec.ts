// Ana, the demo customer with the richest history, uses her own pages (doc 1 §2.16 to §2.25).
import { expect, test } from './fixtures';
import { expectNoSeriousViolations, openSignedIn, startPrivateClub, type PrivateClub } from './account-support';
import { headerMenu } from './shell-support';

let club: PrivateClub;
let base: string;

test.beforeAll(async () => {
  // A server of its own migrates and seeds a database first: on a busy two-core machine more than a minute.
  test.setTimeout(180_000);
  club = await startPrivateClub();
  base = club.url;
});
test.afterAll(async () => {
  await club?.stop();
});

const ANA = 'ana@demo.club';

test('Ana edits her profile and a custom field, and both stay saved', async ({ page }) => {
  await openSignedIn(page, `${base}/account`, ANA);
  await expect(page.getByRole('heading', { name: 'My account', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Surname')).toHaveValue('García López');
  await expectNoSeriousViolations(page);

  // The extra contacts wait behind a disclosure; the custom fields sit in the same form, under its one Save.
  await page.getByText('More e-mails and phones').click();
  await page.getByLabel('Phone 2').fill('+34 911 222 444');
  const more = page.getByRole('group', { name: 'More about you' });
  await expect(more.getByLabel('Dominant hand')).toHaveValue('Right');
  await more.getByLabel('Dominant hand').selectOption('Left');
  await more.getByLabel('Federation licence number').fill('MAD-99999');
  await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(1);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText('Data modified!');

  await page.reload();
  await expect(page.getByLabel('Phone 2')).toHaveValue('+34 911 222 444');
  await expect(page.getByRole('group', { name: 'More about you' }).getByLabel('Dominant hand')).toHaveValue('Left');
  await expect(page.getByLabel('Federation licence number')).toHaveValue('MAD-99999');

  await page.getByLabel('Name', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Save' }).first().click();
  await expect(page.getByText('The field is required')).toBeVisible();
});

test('Ana saves her address and deletes a saved card', async ({ page }) => {
  await openSignedIn(page, `${base}/account`, ANA);
  await page.getByRole('tab', { name: 'Address' }).click();
  await expect(page.getByLabel('City')).toHaveValue('Madrid');
  await page.getByLabel('Town').fill('Chamberí');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText('Data modified!');

  await page.getByRole('tab', { name: 'Credit Cards' }).click();
  await expect(page.getByText('Card ending in 4242')).toBeVisible();
  await expectNoSeriousViolations(page);
  // Deleting asks first; cancelling keeps the card.
  await page.getByRole('button', { name: 'Delete Card ending in 4242' }).click();
  let confirm = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(confirm.getByText('Delete Card ending in 4242? You will need to enter it again to pay with it.')).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('Card ending in 4242')).toBeVisible();
  await page.getByRole('button', { name: 'Delete Card ending in 4242' }).click();
  confirm = page.getByRole('dialog', { name: 'Are you sure?' });
  await confirm.getByRole('button', { name: 'Yes, delete the card' }).click();
  await expect(page.getByRole('status')).toHaveText('Data modified!');
  await expect(page.getByText('Card ending in 4242')).toBeHidden();
  await page.reload();
  await page.getByRole('tab', { name: 'Credit Cards' }).click();
  await expect(page.getByText('Card ending in 0004')).toBeVisible();
  await expect(page.getByText('Card ending in 4242')).toBeHidden();
});

test("Ana opens a voucher's movements, with charges styled apart", async ({ page }) => {
  await openSignedIn(page, `${base}/customer-vouchers`, ANA);
  // The balance reads before the voucher is opened.
  await expect(page.locator('.accordion__item', { has: page.getByRole('button', { name: 'Court Voucher 50 €' }) }).locator('.accordion__summary')).toHaveText(
    /^Balance \d+,\d\d €$/,
  );
  await page.getByRole('button', { name: 'Court Voucher 50 €' }).click();
  const movements = page.getByRole('table', { name: 'Movements' });
  await expect(movements.getByRole('cell', { name: '-28,00 €' })).toHaveClass(/\btone-negative\b/);
  await expect(movements.getByRole('cell', { name: '50,00 €' }).first()).toHaveClass(/\btone-positive\b/);
  const charge = await movements.getByRole('cell', { name: '-28,00 €' }).evaluate((cell) => getComputedStyle(cell).color);
  const recharge = await movements
    .getByRole('cell', { name: '50,00 €' })
    .first()
    .evaluate((cell) => getComputedStyle(cell).color);
  expect(charge).not.toBe(recharge);
  await expectNoSeriousViolations(page);
});

test("Ana opens an order's detail from her orders", async ({ page }) => {
  await openSignedIn(page, `${base}/customer-orders`, ANA);
  await expect(page.getByRole('heading', { name: 'My orders', level: 1 })).toBeVisible();
  await expectNoSeriousViolations(page);
  // Each order is a row: its total at the right end in figures of one width, its channel as a badge.
  const order = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Order S0000031' }) });
  const total = order.getByText('70,96 €', { exact: true });
  const [rowBox, totalBox] = [await order.boundingBox(), await total.boundingBox()];
  expect((rowBox?.x ?? 0) + (rowBox?.width ?? 0) - ((totalBox?.x ?? 0) + (totalBox?.width ?? 0))).toBeLessThanOrEqual(24);
  expect(await total.evaluate((element) => getComputedStyle(element).fontVariantNumeric)).toContain('tabular-nums');
  // Where the order stands, beside how it was paid and its channel.
  await expect(order.locator('.cz-badge')).toHaveText(['Paid', 'Online']);
  await expect(order.getByText('Card (Redsys)')).toBeVisible();
  await page.getByRole('link', { name: 'Order S0000031' }).click();
  await expect(page).toHaveURL(`${base}/customer-orders/31`);
  await expect(page.getByRole('heading', { name: 'Order S0000031', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Club Polo' })).toHaveAttribute('href', '/shop/12');
  const line = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: 'Club Polo' }) });
  const lineTotal = line.getByText('62,91 €', { exact: true });
  const [lineBox, lineTotalBox] = [await line.boundingBox(), await lineTotal.boundingBox()];
  expect((lineBox?.x ?? 0) + (lineBox?.width ?? 0) - ((lineTotalBox?.x ?? 0) + (lineTotalBox?.width ?? 0))).toBeLessThanOrEqual(24);
  // The line adds up on screen: 34,95 € × 2, minus 6,99 €, is 62,91 €.
  await expect(line).toContainText('34,95 € × 2');
  await expect(line).toContainText('Discount -6,99 €');
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary.getByText('Free')).toBeVisible();
  await expect(summary.getByText('-7,89 €')).toBeVisible();
  await expect(summary.getByText('70,96 €')).toBeVisible();
  await expectNoSeriousViolations(page);
});

// The one format of a date with its time: "2 Dec 2026 · 09:15".
const ONE_FORMAT_DATE_TIME = /^\d{1,2} [A-Z][a-z]{2} \d{4} · \d\d:\d\d$/;

test('Ana reads an email and sees her SMS', async ({ page }) => {
  await openSignedIn(page, `${base}/customer-comms`, ANA);
  await expect(page.getByText('Club Demo: your match on Padel 3 is confirmed. Good luck!')).toBeVisible();
  await expectNoSeriousViolations(page);
  // Subject and date are two things: the link says the subject alone, the date sits on its own line below.
  const subject = page.getByRole('link', { name: 'Membership fee due', exact: true });
  const row = page.getByRole('listitem').filter({ has: subject });
  const date = row.getByText(ONE_FORMAT_DATE_TIME);
  await expect(date).toBeVisible();
  const [subjectBox, dateBox] = [await subject.boundingBox(), await date.boundingBox()];
  expect(dateBox?.y ?? 0).toBeGreaterThanOrEqual((subjectBox?.y ?? 0) + (subjectBox?.height ?? 0) - 1);
  await subject.click();
  await expect(page.getByRole('heading', { name: 'Membership fee due', level: 1, exact: true })).toBeVisible();
  await expect(page.getByRole('main').getByText(ONE_FORMAT_DATE_TIME)).toBeVisible();
  await expect(page.getByText('You can pay it from your fees page.')).toBeVisible();
  await expectNoSeriousViolations(page);
});

test("Ana goes through a past training's tabs", async ({ page }) => {
  await openSignedIn(page, `${base}/trainings`, ANA);
  await expect(page.getByRole('heading', { name: 'Trainings', level: 1 })).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Past' }).click();
  await page.getByRole('link', { name: 'Adult padel school · Volleys and net position' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Adult padel school · Volleys and net position');
  await expect(page.getByText(/60 mins/).first()).toBeVisible();
  await expect(page.getByText('Great progress on the backhand volley. Keep the racket head up.')).toBeVisible();
  await page.getByRole('tab', { name: 'Gallery' }).click();
  await expect(page.getByRole('img', { name: 'Volley drill' })).toBeVisible();
  await page.getByRole('tab', { name: 'Videos' }).click();
  await expect(page.locator('iframe[title="Volley drill (animation)"]')).toHaveAttribute('width', '249');
  await page.getByRole('tab', { name: 'Files' }).click();
  const file = page.getByRole('link', { name: 'padel-drills.pdf' });
  await expect(file).toHaveAttribute('href', /\/Booking\/Files\/padel-drills\.pdf$/);
  expect((await page.request.get(new URL((await file.getAttribute('href')) ?? '', base).toString())).ok()).toBe(true);
  await expectNoSeriousViolations(page);
});

test('Ana sees her levels, fees and the related clubs', async ({ page }) => {
  await openSignedIn(page, `${base}/levels`, ANA);
  // The current level is the headline, with one decimal, before the history is opened.
  await expect(page.locator('.accordion__item', { has: page.getByRole('button', { name: 'Padel · Club level' }) }).locator('.accordion__summary')).toHaveText(
    /^Current level \d+,\d$/,
  );
  await page.getByRole('button', { name: 'Padel · Club level' }).click();
  const history = page.getByRole('table', { name: 'Level history' }).first();
  await expect(history.getByRole('cell', { name: '+0,15' }).first()).toBeVisible();
  await expect(history.getByRole('link', { name: 'View match' }).first()).toHaveAttribute('href', /^\/booking-join\/\d+$/);
  await expectNoSeriousViolations(page);

  await page.goto(`${base}/customer-fees`);
  const membership = page.getByRole('region', { name: 'Family Membership' });
  await expect(membership.getByText(/^Next fee: /)).toBeVisible();
  await expect(page.getByText('Tick the fees you want to pay')).toBeVisible();
  await membership.getByRole('checkbox').first().check();
  await page.getByRole('button', { name: 'Add to cart', exact: true }).first().click();
  await expect(page.getByText('Added to the cart')).toBeVisible();
  await page.reload();
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.endsWith('cart')).length)).toBe(1);
  await expectNoSeriousViolations(page);

  await page.goto(`${base}/locations`);
  await expect(page.getByRole('heading', { name: 'Our clubs', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Visit / }).first()).toHaveAttribute('href', /^https?:\/\//);
  await expect(page.getByRole('link', { name: 'Map' }).first()).toHaveAttribute('href', /google\.com\/maps/);
  await expectNoSeriousViolations(page);
});

test('the mailed ticket and invoice links download PDFs', async ({ page }) => {
  for (const [path, done] of [
    ['publictickets', 'Ticket downloaded'],
    ['publicinvoices', 'Invoice downloaded'],
  ] as const) {
    const download = page.waitForEvent('download');
    await page.goto(`${base}/${path}/${club.documentToken}`);
    const file = await download;
    await expect(page.getByRole('status')).toHaveText(done);
    const stream = await file.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-');
    expect(file.suggestedFilename()).toMatch(/\.pdf$/);
    await expectNoSeriousViolations(page);
  }
  await page.goto(`${base}/publicinvoices/not-a-token`);
  await expect(page.getByRole('alert')).toHaveText('Some error occurred downloading your invoice');
});

test('Ana deletes her account after confirming, and is signed out', async ({ page }) => {
  await openSignedIn(page, `${base}/account`, ANA);
  await page.getByRole('tab', { name: 'Delete Account' }).click();
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Account' });
  await expect(dialog.getByText('Are you sure you want to delete your account?')).toBeVisible();
  await expectNoSeriousViolations(page);
  await dialog.getByRole('button', { name: 'Yes, delete my account' }).click();
  // Deleting reloads the portal at home, signed out: the menu offers Login and no Logout.
  await expect(page).toHaveURL(`${base}/`);
  await expect(page.getByRole('status').filter({ hasText: 'Your account has been deleted. Goodbye' })).toBeVisible();
  const menu = await headerMenu(page);
  await expect(menu.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Logout' })).toHaveCount(0);
  const stored = await page.evaluate(() => Object.keys(localStorage).filter((key) => /:(cc|ctk)$/.test(key)));
  expect(stored).toEqual([]);
  const login = await page.request.post(`${base}/api/publiccustomers/cauth`, { data: { email: ANA, password: 'demo1234' } });
  expect((await login.json()).ok).toBe(false);
});
