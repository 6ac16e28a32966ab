import { defineConfig, devices } from '@playwright/test';

// Each project has a server of its own (scripts/e2e-servers.ts): the desktop journeys on E2E_PORT, the phone
// journeys on the next port, each on a brand-new database in its own folder under E2E_DATA_DIR. E2E_PORT and
// E2E_DATA_DIR let two runs share the machine.
const port = Number(process.env.E2E_PORT ?? 8181);
const dataDir = process.env.E2E_DATA_DIR ?? 'test-results/e2e-data';
const servers = [
  { name: 'desktop', port, dataDir: `${dataDir}/desktop` },
  { name: 'phone', port: port + 1, dataDir: `${dataDir}/phone` },
] as const;
const baseURL = (name: (typeof servers)[number]['name']) => `http://127.0.0.1:${servers.find((server) => server.name === name)!.port}`;

// Debian's Chromium: browser downloads are not possible on these machines.
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', '--disable-quic'],
};

export default defineConfig({
  testDir: 'tests/e2e',
  // The two projects run side by side, one worker each: within a project the journeys run one after another on
  // its server (they share its demo data), so no two journeys ever use one server at the same time.
  fullyParallel: false,
  workers: 2,
  // No retry: a flaky journey is fixed, not retried. (A loaded page or widget once kept its placeholder behind
  // other renders, React's Suspense retry being put off; PageHost and WidgetSlot now render again once loaded.)
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/e2e.json' }]],
  // The portal's service worker answers some reads itself, and page.route() does not see those: journeys that
  // mock answers run without it; offline.spec.ts allows it.
  use: { launchOptions: chromium, trace: 'retain-on-failure', screenshot: 'only-on-failure', serviceWorkers: 'block' },
  projects: [
    {
      name: 'desktop',
      workers: 1,
      use: { ...devices['Desktop Chrome'], baseURL: baseURL('desktop'), viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
    // 390 × 844 (an iPhone 13's screen), the width the design issue measures, on a touch phone in Chromium.
    {
      name: 'phone',
      workers: 1,
      use: {
        ...devices['Pixel 7'],
        baseURL: baseURL('phone'),
        viewport: { width: 390, height: 844 },
        screen: { width: 390, height: 844 },
        launchOptions: chromium,
      },
    },
  ],
  webServer: {
    command: 'tsx scripts/e2e-servers.ts',
    wait: { stdout: /journey servers ready/ },
    env: { E2E_SERVERS: JSON.stringify(servers), LOG_LEVEL: 'silent' },
    reuseExistingServer: false,
    // Two servers migrate and seed side by side; on a two-core machine busy with other work that can take minutes.
    timeout: 360_000,
  },
});
