import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './support/chromium.ts';
import { BASE_URL } from './support/port.ts';

const CAMERA_JOURNEYS = /camera-heart\.spec\.ts$/;

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  outputDir: './test-results',
  // Two cores: two workers at most; a failure is a failure, not a retry.
  workers: 2,
  retries: 0,
  reporter: 'list',
  forbidOnly: true,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    headless: true,
    locale: 'en-US',
    // The service worker installs the whole app in the background of every new context, which
    // slowed the long journeys by a fifth on the shared machine; the journeys of the worker
    // itself (offline, updates, push) allow it (test.use).
    serviceWorkers: 'block',
    // A trace is for opening on this machine; CI's record is the printed report (each failure's
    // browser events and error context), and recording a trace for every test costs a twelfth of
    // the run (decision 089), so `.ci/run` sets E2E_TRACE=off.
    trace: process.env.E2E_TRACE === 'off' ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: CHROMIUM_LAUNCH,
  },
  // The camera's journeys wait on a real-time video in a browser of their own (a fake camera):
  // Playwright queues the groups of a new browser after all the others', so on their own they
  // ran last while the other worker sat idle. Their project comes first and the rest fill the
  // other worker beside them.
  projects: [
    { name: 'camera', testMatch: CAMERA_JOURNEYS },
    { name: 'journeys', testIgnore: CAMERA_JOURNEYS },
  ],
});
