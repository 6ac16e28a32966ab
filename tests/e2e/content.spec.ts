// A visitor reads the home page, the blog, a post, the legal pages and the related clubs (doc 3 §2.7 to §2.10).
import { expect, test, type Page } from './fixtures';
import { expectNoSeriousViolations } from './account-support';

/** Home sections load as they near the viewport: scroll through them as a reader would, each shown before the next. */
async function scrollThrough(page: Page) {
  const sections = page.locator('.home-section');
  await expect(sections.first()).toBeAttached();
  for (const section of await sections.all()) {
    await section.evaluate((element) => element.scrollIntoView());
    // A section still on its way keeps a busy placeholder; a loaded one shows its items (or nothing at all).
    await expect(section.locator('[aria-busy="true"]')).toHaveCount(0);
  }
}

test('the home page shows its sections in order, each with its first items', async ({ page }) => {
  await page.goto('/');
  const desktop = (page.viewportSize()?.width ?? 0) >= 768;
  const hero = page.getByRole('region', { name: 'Featured' });
  if (desktop) {
    await expect(hero).toBeVisible();
    await expect(hero.getByText('Padel under the lights')).toBeVisible();
  }
  await scrollThrough(page);
  if (!desktop) await expect(hero).toHaveCount(0);

  const bookingTypes = page.getByRole('region', { name: 'Book now' });
  await expect(bookingTypes.getByRole('article')).toHaveCount(4);
  if (!desktop) {
    // On a phone each section is one horizontal rail, named by its heading: cards side by side, scrolled sideways
    // (from the keyboard too), instead of a long column.
    const rail = bookingTypes.getByRole('group', { name: 'Book now' });
    const tops = await rail.getByRole('article').evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    expect(await rail.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    await rail.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => rail.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
  }
  await expect(page.getByRole('region', { name: 'Latest posts' }).getByRole('article')).toHaveCount(3);
  await expect(page.getByRole('region', { name: 'Trending products' }).getByRole('article')).toHaveCount(4);
  await expect(page.getByRole('region', { name: 'Our team' }).getByRole('article').first()).toBeVisible();
  for (const name of ['Memberships', 'Activities', 'Vouchers', 'News board', 'Play at our club', 'Gallery', 'What our players say', 'Sponsors']) {
    await expect(page.getByRole('region', { name }).first()).toBeVisible();
  }
  const order = await page.locator('.home-section').evaluateAll((sections) => sections.map((section) => section.id));
  expect(order).toEqual(
    [
      'heroSlider',
      'bookingTypes',
      'matches',
      'memberships',
      'schoolPrograms',
      'activities',
      'trendingProducts',
      'vouchers',
      'eventBookings',
      'boardBanners',
      'callToAction',
      'gallery',
      'testimonials',
      'team',
      'lastPosts',
      'sponsors',
    ].filter((id) => desktop || id !== 'heroSlider'),
  );
  await expectNoSeriousViolations(page);
});

test('the blog searches, sorts and cuts its cards; a post shows its popular posts', async ({ page }) => {
  await page.goto('/blog');
  await expect(page.getByRole('heading', { name: 'Blog', level: 1 })).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  const all = await cards.count();
  const texts = await cards.locator('p:last-child').allTextContents();
  expect(texts.every((text) => text.length <= 101)).toBe(true);
  await expectNoSeriousViolations(page);

  const firstTitle = await cards.first().getByRole('heading').textContent();
  await page.getByLabel('Sort by').selectOption('old');
  await expect(cards.first().getByRole('heading')).not.toHaveText(firstTitle ?? '');

  // Every search the list asks the server for, by its text; a text of 3 characters or fewer is no search.
  const searched: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/cztextblocks/list-by-page')) {
      const grid = JSON.parse(url.searchParams.get('gridStatus') ?? '{}') as { filters?: Array<{ value?: unknown }> };
      searched.push(...(grid.filters ?? []).slice(1).map((filter) => String(filter.value)));
    }
  });
  await page.getByLabel('Search posts').fill('rac');
  await expect(cards).toHaveCount(all);
  const teardropAnswered = page.waitForResponse((response) => response.url().includes('list-by-page') && response.url().includes('teardrop'));
  await page.getByLabel('Search posts').fill('teardrop');
  await teardropAnswered;
  await expect(cards).toHaveCount(1);
  expect(searched).toEqual(['teardrop']);
  await cards.first().getByRole('link', { name: 'How to choose your first padel racket' }).click();
  await expect(page.getByRole('heading', { name: 'How to choose your first padel racket', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Popular posts' }).getByRole('link').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Share on Facebook' })).toHaveAttribute('href', /facebook\.com/);
  await expectNoSeriousViolations(page);
});

test("the blog keeps its search, sort and page in the address, and a post's tab is titled with the post", async ({ page }) => {
  // A club with more posts than one page holds: the server counts 65, so the list has three pages.
  await page.route('**/api/cztextblocks/list-by-page?**', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), totalCount: 65 } });
  });
  await page.goto('/blog');
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  const newest = await cards.first().getByRole('heading').textContent();

  await page.getByLabel('Sort by').selectOption('old');
  await expect(page).toHaveURL(/[?&]sort=old\b/);
  // The list follows the address once the oldest posts have arrived.
  await expect(cards.first().getByRole('heading')).not.toHaveText(newest ?? '');
  await page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/[?&]page=2\b/);
  await page.reload();
  await expect(page.getByLabel('Sort by')).toHaveValue('old');
  await expect(page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

  await page.getByLabel('Search posts').fill('teardrop');
  // A new search starts again on its first page.
  await expect(page).toHaveURL(/[?&]q=teardrop\b/);
  await expect(page).not.toHaveURL(/[?&]page=/);
  await page.reload();
  await expect(page.getByLabel('Search posts')).toHaveValue('teardrop');
  await expect(page.getByLabel('Sort by')).toHaveValue('old');
  await expect(cards).toHaveCount(1);

  await cards.first().getByRole('link', { name: 'How to choose your first padel racket' }).click();
  await expect(page.getByRole('heading', { name: 'How to choose your first padel racket', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/^How to choose your first padel racket \| Club Demo/);
  await page.goBack();
  await expect(page).toHaveURL(/[?&]q=teardrop\b/);
  await expect(page.getByLabel('Search posts')).toHaveValue('teardrop');
});

test('each legal page shows its text', async ({ page }) => {
  for (const [path, heading] of [
    ['/generalConditions', 'General conditions'],
    ['/waiver', 'Waiver and release'],
    ['/privacy', 'Privacy policy'],
    ['/cookies', 'Cookie policy'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(page.locator('.html-block').first()).not.toBeEmpty();
    await expectNoSeriousViolations(page);
  }
});

test('a visitor sees the related clubs', async ({ page }) => {
  await page.goto('/locations');
  await expect(page.getByRole('heading', { name: 'Club Demo Norte', level: 2 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Visit Club Demo Norte' })).toHaveAttribute('href', 'https://norte.demo.club');
  await expectNoSeriousViolations(page);
});

test('the popular products carousel shows 3 products, 2 on a phone, each with its page and Add to cart', async ({ page }) => {
  await page.goto('/cz/ko');
  const popular = page.getByRole('region', { name: 'Popular products' }).first();
  await popular.scrollIntoViewIfNeeded();
  const carousel = popular.getByRole('region', { name: 'Popular products' });
  await expect(carousel.getByRole('link', { name: 'Pro Carbon Padel Racket' })).toHaveAttribute('href', /^\/shop\/\d+$/);
  await expect(carousel.getByRole('button', { name: 'Add to cart: Pro Carbon Padel Racket' })).toBeAttached();
  const inView = await carousel.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return [...element.querySelectorAll('.swiper-slide')].filter((slide) => {
      const rect = slide.getBoundingClientRect();
      return rect.left >= box.left - 1 && rect.right <= box.right + 1;
    }).length;
  });
  expect(inView).toBe((page.viewportSize()?.width ?? 0) < 768 ? 2 : 3);
  await expectNoSeriousViolations(page);
});
