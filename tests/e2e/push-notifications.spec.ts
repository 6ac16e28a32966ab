// Issue 40: a player turns on the notifications they want on the account page. The browser's permission is asked on
// the tap (granted here by the context); the browser's push service is stood in for by a subscription made in the
// page (Chromium's own would need Google's servers), whose keys are real P-256 keys the club server checks.
import { expect, test } from './fixtures';
import { expectNoSeriousViolations, openSignedIn } from './account-support';

const EVA = 'eva@demo.club';

// The portal's service worker takes the subscription (other journeys block it).
test.use({ serviceWorkers: 'allow' });

test('Eva turns on a reminder before her bookings: the permission is asked on the tap and the switch stays on', async ({ page, context, baseURL }, testInfo) => {
  await context.grantPermissions(['notifications'], { origin: baseURL });
  await page.addInitScript(() => {
    const base64url = (bytes: ArrayBuffer) =>
      btoa(String.fromCharCode(...new Uint8Array(bytes)))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    let subscription: { endpoint: string; toJSON(): unknown } | null = null;
    PushManager.prototype.getSubscription = async () => subscription as unknown as PushSubscription;
    PushManager.prototype.subscribe = async () => {
      const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']);
      const keys = { p256dh: base64url(await crypto.subtle.exportKey('raw', pair.publicKey)), auth: base64url(crypto.getRandomValues(new Uint8Array(16)).buffer) };
      const endpoint = `https://push.example.test/${keys.auth}`;
      subscription = { endpoint, toJSON: () => ({ endpoint, keys }) };
      return subscription as unknown as PushSubscription;
    };
  });
  await openSignedIn(page, `${baseURL}/account`, EVA);
  // The portal's service worker is in place (the page registers it once loaded).
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.getByRole('tab', { name: 'Notifications' }).click();
  const reminder = page.getByRole('switch', { name: 'A reminder before my bookings' });
  await expect(reminder).not.toBeChecked();
  await expect(page.getByRole('switch')).toHaveCount(6);
  await expectNoSeriousViolations(page);

  await reminder.focus();
  await page.keyboard.press('Space');
  await expect(reminder).toBeChecked();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('notifications.png'), fullPage: true });

  await page.reload();
  await page.getByRole('tab', { name: 'Notifications' }).click();
  await expect(page.getByRole('switch', { name: 'A reminder before my bookings' })).toBeChecked();
  await expect(page.getByRole('switch', { name: 'My match is full' })).not.toBeChecked();

  // Off again: nothing is left turned on for her.
  await page.getByRole('switch', { name: 'A reminder before my bookings' }).click();
  await expect(page.getByRole('switch', { name: 'A reminder before my bookings' })).not.toBeChecked();
});
