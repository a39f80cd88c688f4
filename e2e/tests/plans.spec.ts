// The plan journey of docs/plans.md: a new user's Free plan and credits badge, redeeming a code
// made with the admin CLI, and the pages the billing provider returns to.
import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { runAdmin } from '../support/admin-cli';
import { signInNewUser } from '../support/sign-in';

const shoot = (page: Page, testInfo: TestInfo, name: string) =>
  page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });

/** The credits badge of the desktop top bar, found by its spoken name. */
const topBarCredits = (page: Page, label: string) =>
  page.getByRole('banner').getByRole('link', { name: `${label} credits used` });

test('a new user on the Free plan redeems a lifetime code and sees the plan change', async ({
  page,
}, testInfo) => {
  await signInNewUser(page, 'plans');

  await test.step('the top bar shows the Free plan credits', async () => {
    await page.goto('/dashboard');
    await expect(topBarCredits(page, '0/3 video')).toBeVisible();
    await shoot(page, testInfo, '01-dashboard-badge');
  });

  await test.step('My Plan shows the Free plan, its limits and history', async () => {
    await topBarCredits(page, '0/3 video').click();
    await expect(page).toHaveURL(/\/my-plan$/);
    await expect(page.getByTestId('plan-name')).toHaveText('Free');
    await expect(page.getByTestId('plan-status')).toHaveText('Active');
    await expect(page.getByTestId('credits-meter')).toContainText('0/3 used');
    const features = page.getByRole('table', { name: 'Plan features' });
    await expect(features.getByRole('row', { name: 'Custom fonts Not included' })).toBeVisible();
    await expect(features.getByRole('row', { name: 'Upload size 500 MB' })).toBeVisible();
    await expect(page.getByTestId('plan-history')).toContainText('Plan started');
    // The e2e server has no Stripe keys.
    await expect(page.getByTestId('billing-disabled')).toContainText(
      'Online payments are not set up on this server — redeem a code to upgrade.',
    );
    await shoot(page, testInfo, '02-my-plan-free');
  });

  const code = runAdmin('codes:create', '--count', '1', '--plan', 'lifetime')
    .trim()
    .split('\n')[1]
    ?.split(',')[0];
  expect(code).toBeTruthy();

  await test.step('redeeming the code, typed in lower case, upgrades the plan at once', async () => {
    await page.getByTestId('billing-disabled').getByRole('link', { name: 'Redeem a code' }).click();
    await expect(page.getByRole('heading', { name: 'Redeem Code' })).toBeVisible();
    await page.getByLabel('Code').fill(String(code).toLowerCase());
    await shoot(page, testInfo, '03-redeem-form');
    await page.getByLabel('Code').press('Enter');
    const success = page.getByTestId('redeem-success');
    await expect(success).toContainText('Code redeemed: Lifetime plan.');
    await expect(success.getByTestId('plan-name')).toHaveText('Lifetime');
    await expect(topBarCredits(page, '0/40 video')).toBeVisible();
    await shoot(page, testInfo, '04-redeem-success');
  });

  await test.step('My Plan shows the Lifetime plan and the redemption in its history', async () => {
    await page.getByRole('link', { name: 'View my plan' }).click();
    await expect(page.getByTestId('plan-name')).toHaveText('Lifetime');
    await expect(page.getByTestId('credits-meter')).toContainText('0/40 used');
    const history = page.getByTestId('plan-history');
    await expect(history).toContainText('Code redeemed');
    await expect(history).toContainText('Lifetime plan · Redeem code');
    await expect(
      page.getByRole('table', { name: 'Plan features' }).getByRole('row', { name: 'Projects Unlimited' }),
    ).toBeVisible();
    await shoot(page, testInfo, '05-my-plan-lifetime');
  });

  await test.step('on a phone the menu shows the credits too, also in dark mode', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation');
    await expect(menu.getByRole('link', { name: '0/40 video credits used' })).toBeVisible();
    await menu.getByLabel('Dark mode').check();
    await page.screenshot({ path: testInfo.outputPath('06-phone-menu-dark.png') });
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).not.toBeInViewport();
    await shoot(page, testInfo, '07-my-plan-phone-dark');
  });
});

test('a wrong code is refused with the reason under the field', async ({ page }, testInfo) => {
  await signInNewUser(page, 'wrong-code');
  await page.goto('/redeem-code');
  const field = page.getByLabel('Code');

  await page.getByRole('button', { name: 'Redeem' }).click();
  await expect(field).toHaveAccessibleDescription(/Enter the whole code\./);

  await field.fill('AAAA-BBBB-CCCC-DDDD');
  await field.press('Enter');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(/This code does not exist\. Check it for typos\./);
  await shoot(page, testInfo, '08-redeem-wrong-code');

  await field.fill('AAAA-BBBB');
  await expect(page.getByText('This code does not exist. Check it for typos.')).toBeHidden();
});

test('the pages the payment provider returns to lead back to My Plan', async ({ page }, testInfo) => {
  await page.goto('/checkout/success');
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'View my plan' })).toHaveAttribute('href', '/my-plan');
  await shoot(page, testInfo, '09-checkout-success');

  await page.goto('/checkout/error');
  await expect(page.getByRole('heading', { name: 'Payment not completed' })).toBeVisible();
  await expect(page.getByText(/nothing was charged/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to my plan' })).toHaveAttribute('href', '/my-plan');
  await shoot(page, testInfo, '10-checkout-error');
});
