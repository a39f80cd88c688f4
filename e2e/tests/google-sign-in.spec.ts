// Google sign-in against the local OpenID provider standing in for Google (playwright.config.ts).
import { expect, test } from '@playwright/test';
import { GOOGLE_USER } from '../support/google-user';

test('"Continue with Google" signs Gina in and lands on the dashboard', async ({ page }, testInfo) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open user menu' })).toContainText(GOOGLE_USER.given_name);
  await page.screenshot({ path: testInfo.outputPath('google-dashboard.png') });

  // An account made through Google has no password yet, so it is offered to set one.
  await page.getByRole('button', { name: 'Open user menu' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  const main = page.getByRole('main');
  await expect(main.getByText(`${GOOGLE_USER.given_name} ${GOOGLE_USER.family_name}`)).toBeVisible();
  await expect(main.getByText(GOOGLE_USER.email)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Set a password' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Current password' })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('google-profile.png'), fullPage: true });
});

test('a failed Google sign-in is explained on the login page', async ({ page }, testInfo) => {
  await page.goto('/login?error=failed');
  await expect(page.getByRole('alert')).toContainText('Google sign-in did not complete. Please try again.');
  await page.screenshot({ path: testInfo.outputPath('google-failed.png') });
  // A link's own words are never shown as the product's.
  await page.goto(`/login?error=${encodeURIComponent('Your account is locked: call +1 555 0100.')}`);
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByText('call +1 555 0100')).toHaveCount(0);
});
