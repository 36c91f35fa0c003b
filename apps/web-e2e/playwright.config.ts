import { defineConfig, devices } from '@playwright/test';

/**
 * The journeys that work on the demo seller's data or on the home page's newest cards: they order from the demo seller
 * and count his orders, sales and notifications, or write cars for him straight into the catalogue, so they run one
 * at a time, beside the others (docs/development.md#tests).
 */
const DATI_CONDIVISI = /(anteprime|csp|dati-anomali|notifiche|ordini|recesso|ricerca-oltre-mille|sicurezza)\.spec\.ts$/;

export default defineConfig({
  testDir: './src',
  outputDir: '../../tmp/web-e2e/test-results',
  // Two browsers at a time. Every other journey registers users of its own (support/utenti.ts emailUnica), so it meets
  // no one else's data; the whole run stays inside one window of the gateway's per-IP rate limits, as with one.
  workers: 2,
  // A file's journeys run in order, in one worker: some build on what the one before left.
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: process.env.E2E_BASE_URL ?? 'http://localhost:8080',
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'journeys', testIgnore: [/screenshots\.spec\.ts$/, DATI_CONDIVISI] },
    { name: 'journeys-dati-condivisi', testMatch: DATI_CONDIVISI, workers: 1 },
    // Rewrites the committed docs/screenshots, so it runs on demand rather than with every test run.
    { name: 'screenshots', testMatch: /screenshots\.spec\.ts$/ },
  ],
});
