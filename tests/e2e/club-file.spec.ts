// A club adds a field to its registration form with one edit of its club file, while the server runs: the next
// visit shows it, and the registration sends it.
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures';
import { seriousAccessibilityViolations } from './axe';
import { headerMenu, uniqueEmail } from './shell-support';

const clubFile = (project: string) => path.resolve(process.env.E2E_DATA_DIR ?? 'test-results/e2e-data', project, 'club-manifest.json');

// An optional field another journey's registration may leave empty: the file changes nothing else it relies on.
const ADDING_NICKNAME = {
  changes: {
    'forms/register#nickname': {
      add: { widget: 'text', autocomplete: 'nickname' },
      label: { 'en-US': 'Nickname', 'es-ES': 'Apodo' },
      before: 'password',
    },
  },
};

test('a field a club adds to registration in its club file shows on the next visit and reaches the server', async ({ page, request }, testInfo) => {
  writeFileSync(clubFile(testInfo.project.name), JSON.stringify(ADDING_NICKNAME));
  try {
    await addsTheField(page, request, testInfo);
  } finally {
    // Other journeys run on this server meanwhile: the file goes when this one ends.
    rmSync(clubFile(testInfo.project.name), { force: true });
  }
});

async function addsTheField(page: Page, request: APIRequestContext, testInfo: TestInfo): Promise<void> {
  // The server reads the file again when it changes; its status says when it serves it.
  await expect.poll(async () => ((await (await request.get('/health/club-manifest')).json()) as { state: string }).state).toBe('served');

  await page.goto('/');
  await (await headerMenu(page)).getByRole('button', { name: 'Register', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Register' });
  const email = uniqueEmail('nick', testInfo.project.name);
  await dialog.getByLabel('Name', { exact: true }).fill('Nico');
  await dialog.getByLabel('Surname').fill('Lara');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Nickname').fill('Nicky');
  await dialog.getByLabel('Password', { exact: true }).fill('Pista-Siete7');
  await dialog.getByLabel('I accept the legal conditions').check();
  await page.screenshot({ path: testInfo.outputPath('register-with-nickname.png') });
  expect(await seriousAccessibilityViolations(page)).toEqual([]);

  const sent = page.waitForRequest((each) => each.url().endsWith('/api/publiccustomers/register'));
  await dialog.getByRole('button', { name: 'Register', exact: true }).click();
  expect((await sent).postDataJSON()).toMatchObject({ email, nickname: 'Nicky' });
  await expect(dialog.getByText('Please check your inbox for the activation link to complete your registration')).toBeVisible();
}
