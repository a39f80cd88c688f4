import { defineConfig, devices } from '@playwright/test';

// Browser journeys against the real server (built SPA + API on an embedded database) in
// Debian's Chromium; Playwright's own browser downloads are not used.
const port = Number(process.env.E2E_PORT ?? 8199);
const baseURL = `http://127.0.0.1:${port}`;
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 8196);
const mailHttpPort = Number(process.env.E2E_MAIL_HTTP_PORT ?? 8195);
const oidcPort = Number(process.env.E2E_OIDC_PORT ?? 8197);
const stockPort = Number(process.env.E2E_STOCK_PORT ?? 8194);
// ./test.sh reads the default report; runs on another port keep their own.
const results = process.env.E2E_PORT ? `../test-results/e2e-${port}` : '../test-results';

export default defineConfig({
  testDir: './tests',
  outputDir: `${results}/playwright`,
  timeout: 60_000,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: `${results}/playwright.json` }]],
  use: {
    baseURL,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
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
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      command: 'npx tsx e2e/support/mail-catcher-server.ts',
      cwd: '..',
      url: `http://127.0.0.1:${mailHttpPort}/health`,
      reuseExistingServer: false,
      env: { E2E_SMTP_PORT: String(smtpPort), E2E_MAIL_HTTP_PORT: String(mailHttpPort) },
    },
    {
      command: 'npx tsx e2e/support/oidc-provider.ts',
      cwd: '..',
      url: `http://127.0.0.1:${oidcPort}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      env: { E2E_OIDC_PORT: String(oidcPort) },
    },
    {
      command: 'npx tsx e2e/support/open-stock-server.ts',
      cwd: '..',
      url: `http://127.0.0.1:${stockPort}/health`,
      reuseExistingServer: false,
      env: { E2E_STOCK_PORT: String(stockPort) },
    },
    {
      command: 'npx tsx e2e/support/start-app.ts',
      cwd: '..',
      url: `${baseURL}/readyz`,
      timeout: 120_000,
      reuseExistingServer: false,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        APP_URL: baseURL,
        WEB_DIST_DIR: 'apps/web/dist',
        LOG_LEVEL: 'warn',
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        GOOGLE_CLIENT_ID: 'captionist-e2e',
        GOOGLE_CLIENT_SECRET: 'e2e-secret',
        GOOGLE_ISSUER_URL: `http://127.0.0.1:${oidcPort}`,
        // Stock search with no keys: the open providers, Openverse through a local stand-in.
        OPENVERSE_API_URL: `http://127.0.0.1:${stockPort}`,
        // Every journey signs a new account up from 127.0.0.1.
        SIGNUP_LIMIT_PER_HOUR: '1000',
        // The webhooks journey's receiver listens on plain http at 127.0.0.1.
        WEBHOOK_ALLOW_HTTP: 'true',
        WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true',
      },
    },
  ],
});
