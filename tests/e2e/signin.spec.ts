import { expect, test } from './fixtures';
import { activeAccount, DEMO_PASSWORD, headerMenu, mailedLink, openLoginPopup, submitLogin, uniqueEmail } from './shell-support';
import { CRASH_TEXT } from './account-support';

test('a new user registers, activates, logs in, changes the password and logs in with the new one', async ({ page }, testInfo) => {
  const email = uniqueEmail('new', testInfo.project.name);
  await page.goto('/');
  await (await headerMenu(page)).getByRole('button', { name: 'Register', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Register' });
  await dialog.getByLabel('Name', { exact: true }).fill('Nora');
  await dialog.getByLabel('Surname').fill('Vidal');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Phone').fill('600123456');
  await dialog.getByLabel('Password', { exact: true }).fill('first-pass');
  await dialog.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(dialog.getByText('Please accept our legal conditions')).toBeVisible();
  await dialog.getByLabel('I accept the legal conditions').check();
  await dialog.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(dialog.getByText('Please check your inbox for the activation link to complete your registration')).toBeVisible();

  await page.goto(await mailedLink(page, email, '/customer/activate/'));
  await expect(page.getByText('Your registration is completed')).toBeVisible();
  const login = page.getByRole('dialog', { name: 'Login' });
  await expect(login).toBeVisible();
  await submitLogin(login, email, 'first-pass');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The menu drawer lists the My Account pages under their own heading, one tap each.
  const menu = await headerMenu(page);
  await expect(menu.getByRole('heading', { name: 'My Account' })).toBeVisible();
  await menu.getByRole('link', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/changePass$/);
  await page.getByLabel('Current password').fill('not-my-password');
  await page.getByLabel('New password').fill('second-pass');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Wrong password')).toBeVisible();
  await page.getByLabel('Current password').fill('first-pass');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Data modified!')).toBeVisible();

  await (await headerMenu(page)).getByRole('button', { name: 'Logout' }).click();
  // Signed out on a page that needs a login: after the reload the guard asks for one.
  const again = page.getByRole('dialog', { name: 'Login' });
  await expect(again).toBeVisible();
  await submitLogin(again, email, 'first-pass');
  await expect(again.getByRole('alert')).toHaveText('Invalid Email or Password');
  await submitLogin(again, email, 'second-pass');
  await expect(page).toHaveURL(/\/changePass$/);
  await expect((await headerMenu(page)).getByRole('button', { name: 'Logout' })).toBeVisible();
});

test('a customer resets a forgotten password from the mailed link and logs in with it', async ({ page, request }, testInfo) => {
  const email = await activeAccount(page, request, testInfo.project.name);
  await page.goto('/');
  const dialog = await openLoginPopup(page);
  await dialog.getByRole('button', { name: 'Forgot your password?' }).click();
  // The popup is titled for what it does now.
  const reset = page.getByRole('dialog', { name: 'Reset your password' });
  await expect(reset.getByLabel('Email')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Login' })).toHaveCount(0);
  await reset.getByLabel('Email').fill(email);
  await reset.getByRole('button', { name: 'Send' }).click();
  await expect(reset.getByText('We have sent you an email with a link to reset your password')).toBeVisible();
  // The form gave way to the message: focus stays in the popup instead of falling back to the page.
  await expect.poll(() => reset.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await reset.getByRole('button', { name: 'Close' }).last().click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const link = await mailedLink(page, email, '/customer/reset-password/');
  await page.goto(link);
  await page.getByLabel('New password').fill('brand-new');
  await page.getByLabel('Repeat password').fill('brand-neu');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Password does not match')).toHaveCount(2);
  await page.getByLabel('Repeat password').fill('brand-new');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(/\/passReset\/ok\/$/);
  await expect(page.getByRole('heading', { name: 'Password changed successfully' })).toBeVisible();

  await page.getByRole('main').getByRole('button', { name: 'Login' }).click();
  await submitLogin(page.getByRole('dialog', { name: 'Login' }), email, 'brand-new');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect((await headerMenu(page)).getByRole('button', { name: 'Logout' })).toBeVisible();
  // The same link a second time: it was used, and the failure shows Crash (doc 1 §2.10), the page staying put.
  await page.goto(link);
  await page.getByLabel('New password').fill('third-pass');
  await page.getByLabel('Repeat password').fill('third-pass');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByRole('alert')).toHaveText(CRASH_TEXT);
  await expect(page).toHaveURL(link);
});

test('a guarded route opens the login popup and returns there after login', async ({ page }) => {
  await page.goto('/changePass');
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await submitLogin(dialog, 'ana@demo.club', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/changePass$/);
  await expect(page.getByRole('heading', { name: 'Change password', level: 1 })).toBeVisible();
});

test('the login popup explains every refusal', async ({ page }) => {
  await page.goto('/');
  const dialog = await openLoginPopup(page);
  await submitLogin(dialog, '600111222', DEMO_PASSWORD);
  await expect(dialog.getByText(/Your user name is now your email/)).toBeVisible();
  await submitLogin(dialog, 'ana@demo.club', 'wrong-password');
  await expect(dialog.getByRole('alert')).toHaveText('Invalid Email or Password');
  await submitLogin(dialog, 'temp@demo.club', DEMO_PASSWORD);
  await expect(dialog.getByRole('alert')).toContainText('not activated');

  await dialog.getByRole('button', { name: 'Forgot your password?' }).click();
  const reset = page.getByRole('dialog');
  await reset.getByLabel('Email').fill('temp@demo.club');
  await reset.getByRole('button', { name: 'Send' }).click();
  await expect(reset.getByText('Your account is not activated yet. Please check your inbox for the activation link')).toBeVisible();
});

test('an expired activation link says so', async ({ page }) => {
  // The page's clock is the test's: the second after which a successful activation opens the login passes at once.
  await page.clock.install();
  await page.goto('/customer/activate/not-a-real-token');
  await expect(page.getByRole('alert')).toHaveText('Sorry your activation link is expired');
  await page.clock.runFor(1500);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('an activation link opened again once the account is active says so and offers the login', async ({ page, request }, testInfo) => {
  const email = uniqueEmail('twice', testInfo.project.name);
  const answer = await request.post('/api/publiccustomers/register', {
    data: { name: 'Twice', surname: 'Clicked', email, password: DEMO_PASSWORD, phone: '600000000', acceptConditions: true },
  });
  expect(await answer.json()).toMatchObject({ ok: true });
  const link = await mailedLink(page, email, '/customer/activate/');
  await page.goto(link);
  await expect(page.getByText('Your registration is completed')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();

  await page.goto(link);
  await expect(page.getByText('Your account is already active: log in with your e-mail and password')).toBeVisible();
  await expect(page.getByText('Sorry your activation link is expired')).toHaveCount(0);
  const login = page.getByRole('dialog', { name: 'Login' });
  await expect(login).toBeVisible();
  await submitLogin(login, email, DEMO_PASSWORD);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
