import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { expect, type Page } from './fixtures';
import { seriousAccessibilityViolations } from './axe';
import { signInByApi } from './shell-support';

export const CRASH_TEXT = 'Oops! Technical problems. Please try again in a few minutes.';

export interface PrivateClub {
  url: string;
  /** Public token of a paid sale: what the mailed ticket and invoice links carry. */
  documentToken: string;
  /** Ends the server and waits for it: it removes its temporary folders as it exits. */
  stop(): Promise<void>;
}

/**
 * A club server of this spec's own, on a freshly seeded database: the journeys that change
 * data (profile, cards, deleting the account) then never disturb another spec, and the
 * test can know what only the database knows (the mailed download tokens).
 */
export async function startPrivateClub(): Promise<PrivateClub> {
  // Node itself with tsx's loader (no npx in between): the process that exits is the server, so stop() can
  // wait for it to close its database and remove its folders.
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'tests/e2e/account-club.ts'], {
    env: { ...process.env, LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  const lines = createInterface({ input: server.stdout! });
  for await (const line of lines) {
    if (!line.startsWith('{')) continue;
    const { url, documentToken } = JSON.parse(line) as { url: string; documentToken: string };
    const stop = async () => {
      if (!server.pid || server.exitCode !== null) return;
      const exited = new Promise((resolve) => server.once('exit', resolve));
      process.kill(-server.pid, 'SIGTERM');
      await exited;
    };
    return { url, documentToken, stop };
  }
  throw new Error('the private club server did not start');
}

/**
 * Opens a guarded page signed in (by the API, before the page loads: the guard's login popup is signin.spec.ts's
 * journey) and waits until the page, not a login, shows.
 */
export async function openSignedIn(page: Page, url: string, email: string): Promise<void> {
  await signInByApi(page, email, { base: new URL(url).origin });
  await page.goto(url);
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Login' })).toHaveCount(0);
  await expect(page).toHaveURL(url);
}

export async function expectNoSeriousViolations(page: Page): Promise<void> {
  expect(await seriousAccessibilityViolations(page)).toEqual([]);
}
