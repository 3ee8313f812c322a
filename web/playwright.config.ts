import { defineConfig } from '@playwright/test';

/**
 * Two projects:
 * - journey: user journeys, each worker against a Vama server of its own (VAMA_E2E_SERVER, the
 *   binary, as `make e2e` runs them; see e2e/support/server.ts) or against a running one
 *   (VAMA_E2E_URL, default :8080);
 * - mocked: each page against the built app (vite preview) with the API mocked in the
 *   browser, for accessibility and layout checks that need no server.
 * Chromium is Debian's (/usr/bin/chromium): never download a browser.
 */
const serverUrl = process.env.VAMA_E2E_URL ?? 'http://127.0.0.1:8080';
const previewPort = Number(process.env.VAMA_PREVIEW_PORT ?? 4173);

export default defineConfig({
  testDir: './e2e',
  // Two workers on the two cores of the CI machine: the journeys wait on the browser and the
  // server more than they compute. VAMA_E2E_WORKERS=1 runs them one after the other.
  workers: Number(process.env.VAMA_E2E_WORKERS ?? (process.env.VAMA_E2E_SERVER ? 2 : 1)),
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    acceptDownloads: true,
    locale: 'en-GB',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'journey', testMatch: /journey.*\.spec\.ts/, use: { baseURL: serverUrl } },
    { name: 'mocked', testMatch: /mocked.*\.spec\.ts/, use: { baseURL: `http://127.0.0.1:${previewPort}` } },
  ],
  webServer: process.env.VAMA_E2E_NO_PREVIEW
    ? undefined
    : {
        command: `npx vite preview --host 127.0.0.1 --port ${previewPort} --strictPort`,
        url: `http://127.0.0.1:${previewPort}/`,
        reuseExistingServer: true,
        timeout: 60_000,
      },
});
