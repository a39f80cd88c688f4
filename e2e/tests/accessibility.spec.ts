// Every route of spec §2 audited by axe-core (WCAG 2.1 A and AA rules) in light and dark mode, on a
// desktop and on a 390 px phone (issue 19): a serious or critical violation fails the journey,
// listed with its route, mode, rule and elements. Public routes are audited signed out, the rest
// signed in, with a real project, an edited video and its render.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { signInNewUser, xsrfHeader } from '../support/sign-in';
import { apiData, transcribedSampleVideo } from '../support/transcribed-video';

const viewports = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;
const themes = ['light', 'dark'] as const;

interface Route {
  path: string;
  /** What shows once the page has loaded (its skeletons and spinners gone). */
  ready: (page: Page) => ReturnType<Page['getByRole']>;
}

const publicRoutes: Route[] = [
  { path: '/login', ready: (page) => page.getByRole('heading', { level: 1 }) },
  { path: '/signup', ready: (page) => page.getByRole('heading', { level: 1 }) },
  {
    path: '/email-verify/00000000-0000-0000-0000-000000000000?expires=1&signature=x',
    ready: (page) => page.getByRole('heading', { level: 1 }),
  },
  { path: '/forgot-password', ready: (page) => page.getByRole('heading', { level: 1 }) },
  {
    path: '/reset-password?token=x&email=a%40example.com',
    ready: (page) => page.getByRole('heading', { level: 1 }),
  },
  { path: '/checkout/success', ready: (page) => page.getByRole('heading', { level: 1 }) },
  { path: '/checkout/error', ready: (page) => page.getByRole('heading', { level: 1 }) },
  { path: '/no-such-page', ready: (page) => page.getByRole('heading', { name: 'Page not found' }) },
];

interface Violation {
  where: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
}

async function setTheme(page: Page, theme: (typeof themes)[number]) {
  await page.evaluate(
    (dark) =>
      localStorage.setItem('themeConfig', JSON.stringify({ defaultDarkMode: dark, isUseContainer: true })),
    theme === 'dark',
  );
}

/** For a colour-contrast failure, the colours axe measured: " (#868e96 on #ffffff, 3.32:1)". */
function contrastOf(node: { any: { data?: unknown }[] }): string {
  const data = node.any[0]?.data as
    | { fgColor?: string; bgColor?: string; contrastRatio?: number }
    | undefined;
  return data?.fgColor && data.bgColor
    ? ` (${data.fgColor} on ${data.bgColor}, ${data.contrastRatio}:1)`
    : '';
}

/** Audits `routes` in every theme and size; returns the serious and critical violations. */
async function audit(page: Page, routes: Route[]): Promise<Violation[]> {
  const found: Violation[] = [];
  for (const [size, viewport] of Object.entries(viewports)) {
    await page.setViewportSize(viewport);
    for (const theme of themes) {
      for (const route of routes) {
        await page.goto(route.path);
        await setTheme(page, theme);
        await page.reload();
        await expect(route.ready(page).first()).toBeVisible({ timeout: 30_000 });
        // The loading bar and skeletons are gone: the page as a person reads it.
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
        const result = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
          .analyze();
        for (const violation of result.violations) {
          if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
          found.push({
            where: `${route.path} (${theme}, ${size})`,
            rule: violation.id,
            impact: violation.impact,
            help: violation.help,
            targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ') + contrastOf(node)),
          });
        }
      }
    }
  }
  return found;
}

const report = (violations: Violation[]) =>
  violations
    .map((v) => `${v.where}: ${v.rule} (${v.impact}) ${v.help}\n    ${v.targets.join('\n    ')}`)
    .join('\n');

test('public pages pass axe in light and dark, on a desktop and a phone', async ({ page }, testInfo) => {
  test.setTimeout(300_000);
  const violations = await audit(page, publicRoutes);
  await testInfo.attach('violations.txt', { body: report(violations) || 'none', contentType: 'text/plain' });
  expect(violations, report(violations)).toEqual([]);
});

test('signed-in pages pass axe in light and dark, on a desktop and a phone', async ({ page }, testInfo) => {
  test.setTimeout(600_000);
  await signInNewUser(page, 'axe');
  const video = await transcribedSampleVideo(page, 'Audited');
  const { project_id: projectId } = await apiData<{ project_id: string }>(
    page,
    `/api/user/videos/${video.id}`,
  );
  const headers = await xsrfHeader(page);
  expect((await page.request.post(`/api/user/videos/${video.id}/request-render`, { headers })).status()).toBe(
    202,
  );
  await expect
    .poll(
      async () =>
        (await apiData<{ status: string }>(page, `/api/user/videos/${video.id}/render-progress`)).status,
      { timeout: 180_000, intervals: [1000] },
    )
    .toBe('done');

  const routes: Route[] = [
    { path: '/dashboard', ready: (p) => p.getByTestId('project-card') },
    { path: '/profile', ready: (p) => p.getByRole('heading', { level: 1 }) },
    { path: '/profile/developers', ready: (p) => p.getByText(/No API keys yet/) },
    { path: '/my-plan', ready: (p) => p.getByRole('heading', { level: 1 }) },
    { path: '/redeem-code', ready: (p) => p.getByRole('heading', { level: 1 }) },
    { path: `/project/${projectId}`, ready: (p) => p.getByTestId('video-card') },
    { path: `/video/${video.id}`, ready: (p) => p.getByTestId('transcript') },
    { path: `/video/${video.id}/view`, ready: (p) => p.getByTestId('rendered-video') },
  ];
  const violations = await audit(page, routes);
  await testInfo.attach('violations.txt', { body: report(violations) || 'none', contentType: 'text/plain' });
  expect(violations, report(violations)).toEqual([]);
});
