// Issue 39: the club's staff change the portal from the settings page, with a live preview of the draft at a phone's
// and a desktop's width; a visitor whose browser is already open sees the published version on their next page,
// without a rebuild; a broken club file is refused with its path; Roll back restores the page.
import { expect, journeyPage, test, type Page } from './fixtures';
import { expectNoSeriousViolations, openSignedIn } from './account-support';
import { uniqueEmail } from './shell-support';

const STAFF = 'staff@demo.club';

/** Publishes the draft and waits for the page to show the new version (the "Published" notice is brief). */
async function publish(page: Page, version: number): Promise<void> {
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText(`Published version: ${version}`)).toBeVisible();
}

test.describe('desktop', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 1024, 'the whole journey once, on the desktop project');

  test('staff hide a home section and add a registration field, preview, publish, and roll back', async ({ page, browser, baseURL }, testInfo) => {
    // A visitor's browser, open on the home page before anything is published.
    const visitorContext = await browser.newContext();
    const visitor = await journeyPage(await visitorContext.newPage(), baseURL);
    await visitor.goto(`${baseURL}/`);
    await expect(visitor.getByRole('region', { name: 'Open matches' })).toBeVisible();

    await openSignedIn(page, `${baseURL}/club-settings`, STAFF);
    await expect(page.getByRole('heading', { name: 'Club settings', level: 1 })).toBeVisible();
    // Staff find the page in the account menu.
    await page.getByRole('button', { name: 'My Account' }).click();
    await expect(page.getByRole('link', { name: 'Club settings' }).or(page.getByRole('menuitem', { name: 'Club settings' }))).toBeVisible();
    await page.keyboard.press('Escape');

    // Version 1: the club as it is, to come back to.
    await publish(page, 1);

    // The draft: no open matches on home, and the contract's nickname on the registration form.
    await page.getByRole('group', { name: 'Home sections shown' }).getByRole('checkbox', { name: 'Open matches' }).uncheck();
    await page
      .getByRole('group', { name: 'Registration form fields' })
      .getByRole('combobox', { name: /nickname/i })
      .selectOption({ label: 'Shown, optional' });

    // The preview applies the draft at both widths; the visitor's page does not change.
    for (const width of ['phone', 'desktop']) {
      const frame = page.frameLocator(`iframe[data-preview="${width}"]`);
      await expect(frame.getByRole('region', { name: 'Book now' })).toBeAttached();
      await expect(frame.getByRole('region', { name: 'Open matches' })).toHaveCount(0);
    }
    await page.screenshot({ path: testInfo.outputPath('club-settings-draft.png') });

    await publish(page, 2);
    await expect(page.getByRole('region', { name: 'History' }).getByText(/Version 2 · Sofía Navarro/)).toBeVisible();
    await expectNoSeriousViolations(page);

    // The visitor's next page shows both, without a rebuild.
    await visitor.reload();
    await expect(visitor.getByRole('region', { name: 'Book now' })).toBeVisible();
    await expect(visitor.getByRole('region', { name: 'Open matches' })).toHaveCount(0);
    await visitor.getByRole('button', { name: 'Register' }).first().click();
    const registration = visitor.getByRole('dialog', { name: 'Register' });
    await expect(registration.getByRole('textbox', { name: /nickname/i })).toBeVisible();
    // The registration sends the field the club added, with no code and no rebuild.
    const email = uniqueEmail('settings-nick', testInfo.project.name);
    await registration.getByLabel('Name', { exact: true }).fill('Nico');
    await registration.getByLabel('Surname').fill('Lara');
    await registration.getByLabel('Email').fill(email);
    await registration.getByRole('textbox', { name: /nickname/i }).fill('Nicky');
    await registration.getByLabel('Password', { exact: true }).fill('Pista-Siete7');
    await registration.getByLabel('I accept the legal conditions').check();
    const sent = visitor.waitForRequest((each) => each.url().endsWith('/api/publiccustomers/register'));
    await registration.getByRole('button', { name: 'Register', exact: true }).click();
    expect((await sent).postDataJSON()).toMatchObject({ email, nickname: 'Nicky' });
    await expect(registration.getByText('Please check your inbox for the activation link to complete your registration')).toBeVisible();

    // A broken club file is refused with the JSON path of its mistake, and nothing changes.
    await page.getByText('The club file (JSON)').click();
    await page.getByLabel('The draft as a club file').fill('{ "home": { "sections": [{ "id": "matches", "colour": "red" }] } }');
    await page.getByRole('button', { name: 'Publish this file' }).click();
    await expect(page.getByRole('alert')).toContainText('/home/sections/0');
    await expect(page.getByText('Published version: 2')).toBeVisible();

    // Roll back to version 1: the open matches are back for the visitor.
    await page.getByRole('button', { name: 'Roll back to version 1' }).click();
    await expect(page.getByText('Published version: 3')).toBeVisible();
    await visitor.reload();
    await expect(visitor.getByRole('region', { name: 'Open matches' })).toBeVisible();
    await page.getByRole('region', { name: 'History' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('club-settings-history.png') });
    await visitorContext.close();
  });
});

test.describe('phone', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) >= 1024, 'the page at 390 px, on the phone project');

  test('the settings page fits a phone: nothing clipped, the preview below the form, and no serious axe finding', async ({ page, baseURL }, testInfo) => {
    await openSignedIn(page, `${baseURL}/club-settings`, STAFF);
    await expect(page.getByRole('group', { name: 'Home sections shown' })).toBeVisible();
    await expect(page.frameLocator('iframe[data-preview="phone"]').getByRole('main')).toBeAttached();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const form = await page.getByRole('group', { name: 'Home sections shown' }).boundingBox();
    const preview = await page.getByRole('region', { name: 'Preview of the draft' }).boundingBox();
    expect(preview!.y).toBeGreaterThan(form!.y);
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: testInfo.outputPath('club-settings-phone.png') });
    await page.getByRole('region', { name: 'Preview of the draft' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('club-settings-phone-preview.png') });
  });

  test('a customer has no entry to the page and is refused on it', async ({ page, baseURL }) => {
    await openSignedIn(page, `${baseURL}/club-settings`, 'ana@demo.club');
    await expect(page.getByText("Only the club's staff can change the club's settings")).toBeVisible();
    await page
      .getByRole('button', { name: /My Account|Menu/ })
      .first()
      .click();
    await expect(
      page
        .getByRole('link', { name: 'Profile' })
        .or(page.getByRole('menuitem', { name: 'Profile' }))
        .first(),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Club settings' }).or(page.getByRole('menuitem', { name: 'Club settings' }))).toHaveCount(0);
  });
});
