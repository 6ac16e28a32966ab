// The journeys' `test`: as Playwright's, except that journeys meet client-rendered pages unless they ask for the
// server's (below), and that a page opened with goto() or reload() is handed back once the
// portal has taken it over (html[data-portal-ready], set by src/main.tsx after its first commit). A public page
// arrives rendered by the server and is clickable before its scripts have run; a journey that taps at once would
// otherwise tap lifeless markup. Pages that are not the portal's (a provider's hosted page) have no #root and
// are handed back at once.
import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

async function portalReady(page: Page): Promise<void> {
  try {
    await page.waitForFunction(() => !document.getElementById('root') || document.documentElement.hasAttribute('data-portal-ready'));
  } catch (error) {
    // The page navigated on (a redirect to sign in, a provider): the next page is waited for by what follows.
    if (!/context was destroyed|navigat/i.test(String(error))) throw error;
  }
}

/**
 * Makes a page a journey's page: the pages as the browser renders them (unless `serverRendered`), and goto() and
 * reload() handed back once the portal has taken the page over. The `page` fixture gets it; a page a journey
 * opens itself (browser.newPage() in a beforeAll) calls it.
 */
export async function journeyPage(page: Page, baseURL: string | undefined, serverRendered = false): Promise<Page> {
  if (!serverRendered && baseURL) await page.context().addCookies([{ name: 'portal-render', value: 'browser', url: baseURL }]);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit') await portalReady(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (options?.waitUntil !== 'commit') await portalReady(page);
    return response;
  };
  return page;
}

export const test = base.extend<{ serverRendered: boolean }>({
  // Journeys drive the pages rendered in the browser (what a signed-in player or one with a cart gets) unless
  // they say `test.use({ serverRendered: true })`: ssr.spec.ts and layout-shift.spec.ts check the server's pages.
  serverRendered: [false, { option: true }],
  page: async ({ page, serverRendered, baseURL }, use) => {
    await use(await journeyPage(page, baseURL, serverRendered));
  },
});
