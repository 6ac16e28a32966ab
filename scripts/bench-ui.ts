// `npm run bench:ui` (after `npm run build`): the booking page's timetable in Chromium with 4× CPU slowdown
// (CDP Emulation.setCPUThrottlingRate): 40 resources × 48 slots next to a baseline of 4 resources × 48 slots
// in the same run. The day is the built portal's own booking page on the demo server; only the answer to
// publicbookings/list is replaced by a synthetic day of that size. It prints, for each size, when the grid
// is on screen (ms after navigation start) and the latency of expanding a slot (click), moving the focus
// (arrow key) and changing the duration filter: from the event to the next frame after React's update
// (median and worst of the repetitions). It asserts nothing: timings depend on the machine.
import { existsSync } from 'node:fs';
import { startDemoServer } from './demo-server';
import { chromium, type Page } from 'playwright-core';

const PORT = Number(process.env.BENCH_PORT ?? 8197);
const BASE = `http://127.0.0.1:${PORT}`;
const CPU_SLOWDOWN = 4;
const SLOTS = 48;
const REPEAT = Number(process.env.BENCH_REPEAT ?? 10);
const TARGET_MS = 50;

/** A synthetic publicbookings/list answer: `resources` courts, each with `SLOTS` half-hour starts from 00:00 of `date`, three priced durations. */
function syntheticDay(resources: number, date: string) {
  const list = Array.from({ length: resources }, (_, r) => ({
    id: 1000 + r,
    name: `Court ${r + 1}`,
    type: 'Padel court',
    image: null,
    showNameOnline: true,
    timeTable: Array.from({ length: SLOTS }, (_, s) => {
      const minutes = s * 30;
      const sstart = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
      const start = new Date(`${date}T${sstart}:00Z`).toISOString();
      return {
        id: `${1000 + r}-${s}`,
        start,
        sstart,
        durations: [60, 90, 120],
        priceByDuration: { '60': { amount: 20, isSpecialPrice: false }, '90': { amount: 30, isSpecialPrice: false }, '120': { amount: 40, isSpecialPrice: false } },
        noOnlineBlocks: [],
      };
    }),
  }));
  return { ok: true, errorMsg: null, model: { list, multipleResources: false, errorMsg: null } };
}

interface Figures {
  gridShownMs: number;
  click: number[];
  arrow: number[];
  duration: number[];
}

/** Runs `act` in the page and waits for the next frame after the work it caused: the latency a user sees. */
const IN_PAGE_TIMER = `window.__timed = async (act) => {
  const start = performance.now();
  act();
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
  return performance.now() - start;
};`;

async function measureSize(page: Page, resources: number, date: string): Promise<Figures> {
  await page.route('**/api/publicbookings/list', (route) => route.fulfill({ contentType: 'application/json', body: JSON.stringify(syntheticDay(resources, date)) }));
  // Rendered by the browser, as the journeys ask: a server-rendered page would show the demo's own day, not the synthetic one.
  await page.context().addCookies([{ name: 'portal-render', value: 'browser', url: BASE }]);
  await page.goto(`${BASE}/bookings/1?date=${date}`);
  // The first band of the day (its morning: the synthetic day starts at 00:00): every court's row under its head.
  const rows = page.getByRole('grid', { name: 'Timetable' }).getByRole('rowgroup').first().getByRole('row');
  try {
    await page.waitForFunction((count) => document.querySelector('[role="grid"] [role="rowgroup"]')?.querySelectorAll('[role="row"]').length === count, resources + 1, {
      polling: 'raf',
      timeout: 60_000,
    });
  } catch (error) {
    await page.screenshot({ path: 'test-results/bench-ui-failure.png' });
    throw error;
  }
  const gridShownMs = await page.evaluate(() => performance.now());
  if ((await rows.count()) !== resources + 1) throw new Error('the timetable did not show every resource');

  const click: number[] = [];
  const arrow: number[] = [];
  const duration: number[] = [];
  for (let i = 0; i < REPEAT; i += 1) {
    // A different court and time each round, in the middle of the grid.
    const row = Math.floor(resources / 2) + (i % 2);
    const column = 16 + i;
    click.push(
      await page.evaluate(
        ([r, c]) => {
          const cell = document.querySelector('[role="grid"] [role="rowgroup"]')!.querySelectorAll('[role="row"]')[r + 1]!.querySelectorAll('[role="gridcell"]')[c]!;
          const button = (cell.querySelector('button') ?? cell) as HTMLElement;
          return (window as unknown as { __timed: (act: () => void) => Promise<number> }).__timed(() => button.click());
        },
        [row, column] as const,
      ),
    );
    arrow.push(
      await page.evaluate(() => {
        const focused = (document.querySelector('[role="grid"] [tabindex="0"]') ?? document.querySelector('[role="grid"] button')) as HTMLElement;
        focused.focus();
        return (window as unknown as { __timed: (act: () => void) => Promise<number> }).__timed(() =>
          document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true })),
        );
      }),
    );
    duration.push(
      await page.evaluate(
        (value) => {
          const select = [...document.querySelectorAll('select')].find((element) => [...element.options].some((option) => option.value === '90'))!;
          return (window as unknown as { __timed: (act: () => void) => Promise<number> }).__timed(() => {
            select.value = value;
            select.dispatchEvent(new Event('change', { bubbles: true }));
          });
        },
        ['90', '60', ''][i % 3]!,
      ),
    );
  }
  await page.unroute('**/api/publicbookings/list');
  return { gridShownMs, click, arrow, duration };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const shown = (values: number[]) => `${Math.round(median(values))} ms (worst ${Math.round(Math.max(...values))})`;

async function main(): Promise<void> {
  if (!existsSync('dist/portal/index.html')) throw new Error('run `npm run build` first: the bench loads the built portal');
  const { stop } = await startDemoServer(PORT);
  console.log('demo server up');
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const date = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const results: Array<{ size: string } & Figures> = [];
    for (const resources of [4, 40]) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await page.addInitScript(IN_PAGE_TIMER);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      results.push({ size: `${resources} × ${SLOTS}`, ...(await measureSize(page, resources, date)) });
      console.log(`measured ${resources} resources`);
      await page.close();
    }
    console.log(`\nChromium ${browser.version()}, ${CPU_SLOWDOWN}× CPU slowdown, ${REPEAT} repetitions; the 4-resource day is the baseline of this run`);
    console.table(
      results.map((row) => ({
        'resources × slots': row.size,
        'grid on screen': `${Math.round(row.gridShownMs)} ms`,
        'expand a slot': shown(row.click),
        'arrow key': shown(row.arrow),
        'duration filter': shown(row.duration),
      })),
    );
    console.log(`Target: every interaction under ${TARGET_MS} ms at ${CPU_SLOWDOWN}× slowdown with 40 resources.`);
  } finally {
    await browser.close();
    stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
