// Firefox and WebKit for the one journey that checks the preview draws the same in every engine:
// Playwright's own builds cannot be downloaded here, so Debian's firefox-esr is driven by
// puppeteer over WebDriver BiDi, and WebKitGTK's MiniBrowser by WebKitWebDriver (classic
// WebDriver over HTTP) under Xvfb.
import { type ChildProcess, spawn } from 'node:child_process';
import puppeteer from 'puppeteer-core';

export interface Cookie {
  name: string;
  value: string;
  path: string;
  httpOnly: boolean;
}

/** A browser with one page, as much of it as the check needs. */
export interface EnginePage {
  name: string;
  /** Opens `url` on the app's origin with the signed-in user's cookies. */
  open(url: string, cookies: readonly Cookie[]): Promise<void>;
  /** Runs an async function body in the page and returns its result. */
  evaluate<T>(body: string): Promise<T>;
  /** The viewport as PNG. */
  screenshot(): Promise<Buffer>;
  close(): Promise<void>;
}

const VIEWPORT = { width: 1280, height: 900 };

export async function firefoxPage(): Promise<EnginePage> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: '/usr/bin/firefox-esr',
    protocol: 'webDriverBiDi',
    headless: true,
  });
  const page = await browser.newPage();
  await page.setViewport(VIEWPORT);
  return {
    name: 'Firefox',
    async open(url, cookies) {
      const { origin } = new URL(url);
      await browser.setCookie(...cookies.map((c) => ({ ...c, domain: new URL(origin).hostname })));
      await page.goto(url);
    },
    evaluate: <T>(body: string) => page.evaluate(`(async () => { ${body} })()`) as Promise<T>,
    screenshot: async () => Buffer.from(await page.screenshot()),
    close: () => browser.close(),
  };
}

const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** A free X display for Xvfb, from the port base so parallel runs do not share one. */
const displayFor = (port: number) => `:${90 + (port % 100)}`;

export async function webkitPage(driverPort: number): Promise<EnginePage> {
  const display = displayFor(driverPort);
  const processes: ChildProcess[] = [
    spawn(
      'Xvfb',
      [display, '-screen', '0', `${VIEWPORT.width}x${VIEWPORT.height + 200}x24`, '-nolisten', 'tcp'],
      {
        stdio: 'ignore',
      },
    ),
  ];
  const stop = () => {
    for (const child of processes.reverse()) child.kill();
  };
  const base = `http://127.0.0.1:${driverPort}`;
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(base + path, {
      method,
      headers: { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await response.json()) as { value: T };
    if (!response.ok) throw new Error(`WebKitWebDriver ${method} ${path}: ${JSON.stringify(json.value)}`);
    return json.value;
  };
  try {
    processes.push(
      spawn('WebKitWebDriver', [`--port=${driverPort}`], {
        stdio: 'ignore',
        env: { ...process.env, DISPLAY: display },
      }),
    );
    const session = await retry(() =>
      call<{ sessionId: string }>('POST', '/session', {
        capabilities: {
          alwaysMatch: { 'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] } },
        },
      }),
    );
    const at = `/session/${session.sessionId}`;
    await call('POST', `${at}/window/rect`, VIEWPORT);
    return {
      name: 'WebKit',
      async open(url, cookies) {
        // Cookies are set on the page's own origin; a page without the app, so nothing it sets
        // (a signed-out visit's own XSRF cookie) stands beside the signed-in user's.
        await call('POST', `${at}/url`, { url: new URL('/healthz', url).href });
        for (const cookie of cookies) await call('POST', `${at}/cookie`, { cookie });
        await call('POST', `${at}/url`, { url });
      },
      evaluate: (body) =>
        call('POST', `${at}/execute/async`, {
          script: `(async () => { ${body} })().then(arguments[0])`,
          args: [],
        }),
      screenshot: async () => Buffer.from(await call<string>('GET', `${at}/screenshot`), 'base64'),
      async close() {
        await call('DELETE', at).catch(() => {});
        stop();
      },
    };
  } catch (error) {
    stop();
    throw error;
  }
}

/** The driver and the display take a moment to listen. */
async function retry<T>(attempt: () => Promise<T>, tries = 20): Promise<T> {
  for (let n = 1; ; n++) {
    try {
      return await attempt();
    } catch (error) {
      if (n >= tries) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}
