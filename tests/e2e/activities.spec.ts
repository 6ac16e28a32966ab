// Activities (doc 2 §2 "Activities /activity/{id}", §5 dynamic form): a visitor signs up through the register
// choice and the club's form drawn by @rjsf/core, the sale goes to the cart and checkout; an activity without a
// form signs up directly. Run on a desktop and a phone.
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { seriousAccessibilityViolations } from './axe';
import { clubDay } from './club-calendar';
import { activeAccount, DEMO_PASSWORD, mailedLink, signInByApi, submitLogin, uniqueEmail } from './shell-support';

async function activityId(request: APIRequestContext, name: string): Promise<number> {
  const answer = await (await request.get('/api/publicactivities/list')).json();
  const found = (answer.model as Array<{ id: number; name: string }>).find((activity) => activity.name === name);
  expect(found, `the demo club's activity ${name}`).toBeTruthy();
  return found!.id;
}

/** An activated customer with a surname no one else has, to be found as a partner by search. */
async function partnerAccount(page: Page, request: APIRequestContext, surname: string): Promise<string> {
  const email = uniqueEmail('partner', surname.toLowerCase());
  const answer = await request.post('/api/publiccustomers/register', {
    data: { name: 'Pat', surname, email, password: DEMO_PASSWORD, phone: '600000001', acceptConditions: true },
  });
  expect(await answer.json()).toMatchObject({ ok: true });
  const token = decodeURIComponent((await mailedLink(page, email, '/customer/activate/')).split('/').pop() ?? '');
  expect(await (await request.post('/api/publiccustomers/activate', { data: { token } })).json()).toMatchObject({ ok: true });
  return email;
}

/** Collects Content-Security-Policy violations (an eval would be one). */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportActivityCspViolation', (violation: string) => violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportActivityCspViolation: (text: string) => void }).reportActivityCspViolation(`${event.effectiveDirective} ${event.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy|unsafe-eval/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test('a visitor registers from an activity, fills its form with a partner, a category and a file, pays through the cart and is in', async ({ page, request }, testInfo) => {
  test.setTimeout(180_000);
  const championship = await activityId(request, 'Club Championship');
  const surname = `Partner${Date.now().toString(36)}${testInfo.project.name}`;
  const partnerEmail = await partnerAccount(page, request, surname);
  const violations = await watchViolations(page);
  const email = uniqueEmail('activity', testInfo.project.name);

  await page.goto(`/activity/${championship}`);
  await expect(page.getByRole('heading', { name: 'Club Championship', level: 1 })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Poster of Club Championship' })).toBeVisible();
  await expect(page.getByText('Our annual doubles championship')).toBeVisible();
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();

  // Not logged in: the login / register choice.
  await page.getByRole('button', { name: 'Sign Up' }).click();
  const login = page.getByRole('dialog', { name: 'Login' });
  await login.getByRole('button', { name: "Don't have an account? Register" }).click();
  const register = page.getByRole('dialog', { name: 'Register' });
  await register.getByLabel('Name', { exact: true }).fill('Vera');
  await register.getByLabel('Surname').fill('Campos');
  await register.getByLabel('Email').fill(email);
  await register.getByLabel('Phone').fill('600123987');
  await register.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await register.getByLabel('I accept the legal conditions').check();
  await register.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(register.getByText('Please check your inbox for the activation link')).toBeVisible();

  // The activation link, then the login: the sign-up goes on by itself with the form popup.
  await page.goto(await mailedLink(page, email, '/customer/activate/'));
  const afterActivation = page.getByRole('dialog', { name: 'Login' });
  await expect(afterActivation).toBeVisible();
  await submitLogin(afterActivation, email, DEMO_PASSWORD);
  const form = page.getByRole('dialog', { name: 'Club Championship entry' });
  // The form definition and categories load first (Sign Up shows busy meanwhile): slow on a loaded machine.
  await expect(form).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(new RegExp(`/activity/${championship}$`));

  // Saving an empty form names each required field and the legal conditions, and saves nothing.
  await form.getByRole('button', { name: 'Sign up', exact: true }).click();
  await expect(form.getByText('Please correct the fields marked in red')).toBeVisible();
  await expect(form.getByText('The field is required')).toHaveCount(5);
  await expect(form.getByText('Please accept our legal conditions')).toBeVisible();
  await expect(form.getByLabel('Team name')).toHaveAttribute('aria-invalid', 'true');

  expect(await seriousAccessibilityViolations(page), 'axe with the form open').toEqual([]);

  await form.getByLabel('Team name').fill('Net Ninjas');
  // The date picker offers days from today on (doc 3 §9): a week ahead on the club's calendar.
  // Day, month and year in the club's order (dd/MM: day first), never the browser's mm/dd/yyyy.
  const firstDay = form.getByRole('group', { name: 'First day you can play' });
  await expect(firstDay.getByRole('combobox')).toHaveCount(3);
  const [year, month, day] = clubDay(7).split('-').map(Number);
  await firstDay.getByRole('combobox', { name: 'Day' }).selectOption(String(day));
  await firstDay.getByRole('combobox', { name: 'Month' }).selectOption(String(month));
  await firstDay.getByRole('combobox', { name: 'Year' }).selectOption(String(year));
  await form.getByLabel('Shirt size').selectOption('M');
  await form.getByLabel('We played a championship before').check();
  await form.getByLabel('Contact e-mail').fill('not-an-address');
  await expect(form.getByText('Enter a valid e-mail address')).toBeVisible();
  await form.getByLabel('Contact e-mail').fill('vera@example.com');
  await form.getByLabel('Medical certificate').setInputFiles([
    { name: 'certificate.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n%%EOF') },
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('Left-handed player') },
  ]);
  const partner = form.getByLabel('Your partner');
  await partner.fill('Pa');
  await form.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(form.getByText('Type at least 3 characters').first()).toBeVisible();
  await partner.fill(surname);
  await form.getByRole('button', { name: 'Search', exact: true }).click();
  await form.getByRole('list', { name: 'Search results' }).getByRole('button', { name: 'Choose' }).click();
  await expect(form.getByText(`Chosen: Pat ${surname}`)).toBeVisible();
  await form.getByLabel('Category').selectOption({ label: 'Mixed' });
  await form.getByLabel(/I accept the legal conditions/).check();
  await form.getByRole('button', { name: 'Sign up', exact: true }).click();

  // The sale goes to the cart and the checkout, where it is paid (at the club, the demo's offline method).
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
  // The checkout names what is paid for, without its sale number (issue 35).
  await expect(
    page
      .getByRole('list', { name: 'Cart' })
      .getByText(/Club Championship/)
      .first(),
  ).toBeVisible();
  await page.getByRole('radio', { name: /Pay at the club/ }).check();
  await page.getByRole('checkbox', { name: 'I accept the legal conditions' }).check();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/cz\/ok$/);
  await expect(page.getByRole('heading', { name: 'The payment has been processed successfully' })).toBeVisible();

  // Back on the activity: already in.
  await page.goto(`/activity/${championship}`);
  await expect(page.getByText('Already In!', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign Up' })).toHaveCount(0);
  expect(violations, 'no CSP violation (no eval) with the form open and saved').toEqual([]);

  // The partner is not enrolled silently: the mailed link confirms the place.
  await page.goto('/dev/mailbox');
  const href = await page
    .getByRole('row', { name: new RegExp(partnerEmail.replace(/[.+]/g, '\\$&')) })
    .first()
    .locator('a[href*="partnerToken"]')
    .first()
    .getAttribute('href');
  expect(href, 'a mail to the partner with the confirmation link').toContain(`/activity/${championship}?partnerToken=`);
  const link = new URL(href!);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('status').filter({ hasText: 'Your place is confirmed' })).toBeVisible();
});

test('a customer signs up to an activity without a form directly and sees Sign Up Done, then Already In!', async ({ page, request }, testInfo) => {
  const openDay = await activityId(request, 'Open Day: try padel for free');
  await signInByApi(page, await activeAccount(page, request, testInfo.project.name));
  await page.goto(`/activity/${openDay}`);
  await expect(page.getByRole('heading', { name: 'Open Day: try padel for free', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sign Up Done' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('Already In!', { exact: true })).toBeVisible();
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
});

test('the home page links each activity to its page', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Book now' })).toBeVisible();
  // Home sections load as the reader scrolls to them.
  for (const section of await page.locator('.home-section').all()) await section.scrollIntoViewIfNeeded();
  const link = page.getByRole('link', { name: /Club Championship/ }).first();
  await link.scrollIntoViewIfNeeded();
  await link.click();
  await expect(page).toHaveURL(/\/activity\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Club Championship', level: 1 })).toBeVisible();
});
