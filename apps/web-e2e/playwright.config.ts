import { defineConfig, devices } from '@playwright/test';

export default defineConfig({
  testDir: './src',
  outputDir: '../../tmp/web-e2e/test-results',
  // One browser at a time: the journeys share the demo accounts' data, and on two cores the browser and the stack use
  // both (two workers made each journey twice as slow and the whole run longer, docs/performance.md#npm-test).
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  // A journey takes 10–20 s here; CI's machine has run the whole suite three times slower, and a journey that passes in
  // 10 s locally went past 30 s there. Timing is the benchmarks' business (docs/performance.md), not the journeys'.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: process.env.E2E_BASE_URL ?? 'http://localhost:8080',
    locale: 'it-IT',
    timezoneId: 'Europe/Rome',
    // No trace while a journey runs: recording one (kept only on failure) made the journeys a third slower on two cores,
    // its screencast most of that (docs/performance.md#npm-test). A failure leaves its page's screenshot; to see it step
    // by step, run the journey again with `--trace on` (docs/development.md#logs).
    trace: 'off',
    screenshot: 'only-on-failure',
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
    { name: 'journeys', testIgnore: /screenshots\.spec\.ts$/ },
    // Rewrites the committed docs/screenshots, so it runs on demand rather than with every test run.
    { name: 'screenshots', testMatch: /screenshots\.spec\.ts$/ },
  ],
});
