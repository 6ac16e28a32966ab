// Steps the shell and sign-in journeys share.
import { expect, type APIRequestContext, type Locator, type Page } from './fixtures';

export const DEMO_PASSWORD = 'demo1234';

/** A fresh address per run and project, so journeys never collide on the shared database. */
export function uniqueEmail(prefix: string, project: string): string {
  return `${prefix}-${project}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/**
 * The header's menu drawer, on every viewport: the Menu button at the end of the slim bar opens it
 * (once), and it holds every header entry. Returns the drawer.
 */
export async function headerMenu(page: Page, menuName = 'Menu'): Promise<Locator> {
  const drawer = page.getByRole('dialog', { name: menuName });
  if (!(await drawer.isVisible())) await page.getByRole('banner').getByRole('button', { name: menuName, exact: true }).click();
  await expect(drawer.getByRole('navigation', { name: menuName })).toBeVisible();
  return drawer;
}

export async function openLoginPopup(page: Page): Promise<Locator> {
  await (await headerMenu(page)).getByRole('button', { name: 'Login', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await expect(dialog.getByLabel('Email')).toBeVisible();
  return dialog;
}

export async function submitLogin(dialog: Locator, email: string, password: string): Promise<void> {
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
}

export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await submitLogin(await openLoginPopup(page), email, password);
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/**
 * Signs the customer in as the portal itself would after its login popup, without the popup: the server's
 * sign-in answer and storage version are written into the portal's storage (src/stores/SessionStore.ts) when the
 * page next opens one of the club's pages, once per tab (a later logout stays logged out). For journeys about
 * something else than signing in: the popup itself is proved by signin.spec.ts and shell.spec.ts.
 * The caller then opens the page it starts from. `base`: a club server other than the project's (account.spec.ts).
 */
export async function signInByApi(page: Page, email: string, { password = DEMO_PASSWORD, base = '' } = {}): Promise<void> {
  const settings = await page.request.get(`${base}/api/czconfigs/main-settings`);
  const storageVersion = Number(settings.headers()['x-storage-version']);
  // Without the version the portal would see a session older than the storage, and clear it.
  expect(Number.isInteger(storageVersion), 'main-settings answers with X-Storage-Version').toBe(true);
  const answer = await page.request.post(`${base}/api/publiccustomers/cauth`, { data: { email, password } });
  const reply = (await answer.json()) as { ok: boolean; errorMsg?: string; model?: { token: string; expiry?: string | null } };
  expect(reply.ok, `signing ${email} in: ${reply.errorMsg ?? ''}`).toBe(true);
  const record = reply.model!;
  const expiresAt = Date.parse(record.expiry ?? '') || Date.now() + 3_600_000;
  await page.addInitScript(
    ({ host, entries, marker }) => {
      if (location.host !== host || sessionStorage.getItem(marker) !== null) return;
      sessionStorage.setItem(marker, 'written');
      for (const [key, entry] of Object.entries(entries)) localStorage.setItem(`${host}:${key}`, JSON.stringify(entry));
    },
    {
      host: new URL(settings.url()).host,
      marker: `e2e-signed-in-${email}-${Date.now()}`,
      entries: {
        storageVersion: { value: storageVersion },
        ctk: { value: record.token, expiresAt },
        cc: { value: record, expiresAt },
      },
    },
  );
}

/** The first link of the newest mail to this address, as the development mailbox lists it. */
export async function mailedLink(page: Page, email: string, pathPart: string): Promise<string> {
  await page.goto('/dev/mailbox');
  const link = page
    .getByRole('row', { name: new RegExp(email.replace(/[.+]/g, '\\$&')) })
    .first()
    .locator(`a[href*="${pathPart}"]`)
    .first();
  const href = await link.getAttribute('href');
  expect(href, `a mail to ${email} with a ${pathPart} link`).toBeTruthy();
  return new URL(href as string).pathname;
}

/** Registers and activates an account through the API, for journeys that start from an active customer. */
export async function activeAccount(page: Page, request: APIRequestContext, project: string): Promise<string> {
  const email = uniqueEmail('active', project);
  const answer = await request.post('/api/publiccustomers/register', {
    data: { name: 'Test', surname: 'Player', email, password: DEMO_PASSWORD, phone: '600000000', acceptConditions: true },
  });
  expect(await answer.json()).toMatchObject({ ok: true });
  const activation = await mailedLink(page, email, '/customer/activate/');
  const token = decodeURIComponent(activation.split('/').pop() ?? '');
  expect(await (await request.post('/api/publiccustomers/activate', { data: { token } })).json()).toMatchObject({ ok: true });
  return email;
}
