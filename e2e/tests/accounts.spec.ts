// The account journey of spec §2: sign-up, e-mail verification, login, profile, password change,
// sign-out and password reset, against the real server and its mail; then the shell on a phone.
import { expect, type Page, type TestInfo, test } from '@playwright/test';
import { linkIn, uniqueEmail, waitForMail } from '../support/mailbox';

// Would set window.__xss if the name were ever rendered as HTML.
const XSS_NAME = '<img src=x onerror=window.__xss=1>';
// An 8×8 violet-to-teal gradient PNG.
const SMALL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAhElEQVR42g3JMRVEIQxFwVWHBjRQfAU5SHgSOCigQECq1JEQA9fEMu38' +
    'vsZsqLEap+GNbFTj93VmR53VOR3vZKf6i8EcaLAGZ+CDHNR4YUxDxjKO4UYaZS/EFBJLHOEiRenFZm60WZuz8U1uar+4zIsu63IufslL' +
    '3RfBDBSs4AQeZFDBH4rHhYG9mqfPAAAAAElFTkSuQmCC',
  'base64',
);

interface Account {
  firstname: string;
  lastname: string;
  email: string;
  password: string;
}

const shoot = (page: Page, testInfo: TestInfo, name: string) =>
  page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true });

async function signUp(page: Page, account: Account) {
  await page.goto('/signup');
  await page.getByLabel('First name').fill(account.firstname);
  await page.getByLabel('Last name').fill(account.lastname);
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByRole('textbox', { name: 'Confirm password' }).fill(account.password);
  await page.getByLabel(/I agree to the terms/).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
}

async function openVerificationLink(page: Page, email: string) {
  const mail = await waitForMail(email, /Verify your e-mail address/);
  await page.goto(linkIn(mail, '/email-verify/'));
  await expect(page.getByText('Your e-mail address is verified. You can now sign in.')).toBeVisible();
}

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

test('a new account signs up, verifies, edits its profile and resets its password', async ({
  page,
}, testInfo) => {
  const account = {
    firstname: 'Ada',
    lastname: 'Lovelace',
    email: uniqueEmail('journey'),
    password: 'first-pass-1',
  };
  const changedPassword = 'second-pass-2';
  const resetPassword = 'third-pass-3';

  await test.step('sign-up checks the form before sending it', async () => {
    await page.goto('/signup');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('The first name is required.')).toBeVisible();
    await expect(page.getByText('You must agree to the terms to create an account.')).toBeVisible();
    await shoot(page, testInfo, '01-signup-invalid');
  });

  await test.step('sign up and see where the link went', async () => {
    await signUp(page, account);
    await expect(page.getByText(`We sent a verification link to ${account.email}`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Resend the link' })).toBeVisible();
    await shoot(page, testInfo, '02-signup-sent');
    // The account is made by a queued job (so sign-up answers alike for known addresses): it
    // exists once its verification mail is out.
    await waitForMail(account.email, /Verify your e-mail address/);
  });

  await test.step('an unverified account is offered a new link instead of a session', async () => {
    await page.goto('/login');
    await logIn(page, account.email, 'not-the-password');
    await expect(page.getByText('These credentials do not match our records.')).toBeVisible();
    await logIn(page, account.email, account.password);
    await expect(page.getByText(/Please verify your e-mail address before signing in/)).toBeVisible();
    await page.getByRole('button', { name: 'Send a new link' }).click();
    await expect(page.getByText(/we sent it a new link/)).toBeVisible();
    await shoot(page, testInfo, '03-login-unverified');
  });

  await test.step('the e-mailed link verifies the address', async () => {
    await openVerificationLink(page, account.email);
    await shoot(page, testInfo, '04-email-verified');
    await page.getByRole('link', { name: 'Log in' }).first().click();
  });

  await test.step('log in and land on the dashboard', async () => {
    await logIn(page, account.email, account.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  });

  await test.step('names are saved as text and the picture is uploaded', async () => {
    await page.getByRole('button', { name: 'Open user menu' }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
    await page.getByLabel('First name').fill(XSS_NAME);
    await page.getByLabel('Last name').fill('King');
    const fileChooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Change picture' }).click();
    await (await fileChooser).setFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: SMALL_PNG });
    await expect(page.getByRole('img', { name: 'Preview of your new picture' })).toBeVisible();
    await shoot(page, testInfo, '05-profile-preview');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Your name and picture are up to date.')).toBeVisible();

    await expect(page.getByRole('main').getByText(`${XSS_NAME} King`, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open user menu' })).toContainText(XSS_NAME);
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
    // The server re-encodes every picture to a 256×256 WebP.
    // Next to the name the avatar is hidden from screen readers, so no 'img' role to find it by.
    const avatar = page.getByRole('button', { name: 'Open user menu' }).locator('img');
    await expect(avatar).toHaveAttribute('src', /\/api\/storage\//);
    await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(256);
    await shoot(page, testInfo, '06-profile-saved');
  });

  await test.step('change the password', async () => {
    await page.getByRole('textbox', { name: 'Current password' }).fill('not-the-password');
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill(changedPassword);
    await page.getByRole('textbox', { name: 'Confirm new password' }).fill(changedPassword);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('The current password is incorrect.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Current password' }).fill(account.password);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your password has been changed.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Current password' })).toHaveValue('');
  });

  await test.step('sign out', async () => {
    await page.getByRole('button', { name: 'Open user menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
    await shoot(page, testInfo, '07-login');
  });

  await test.step('ask for a reset link', async () => {
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    // The login page has an E-mail field too: fill this page's once it is the one shown.
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    await page.getByLabel('E-mail').fill(account.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText(`If an account exists for ${account.email}`)).toBeVisible();
    await shoot(page, testInfo, '08-forgot-password-sent');
  });

  await test.step('the e-mailed link sets a new password', async () => {
    const mail = await waitForMail(account.email, /Reset your .* password/);
    await page.goto(linkIn(mail, '/reset-password'));
    await expect(page.getByText(account.email)).toBeVisible();
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill(resetPassword);
    await page.getByRole('textbox', { name: 'Confirm new password' }).fill(resetPassword);
    await shoot(page, testInfo, '09-reset-password');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(
      page.getByText('Your password has been reset. Sign in with your new password.'),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Log in' }).first().click();
  });

  await test.step('sign in with the new password', async () => {
    await logIn(page, account.email, resetPassword);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open user menu' })).toContainText(XSS_NAME);
  });
});

test('a broken verification link offers to send a new one', async ({ page }, testInfo) => {
  await page.goto('/email-verify/not-a-user?expires=1&signature=forged');
  await expect(page.getByText('Invalid verification link.')).toBeVisible();
  await page.getByLabel('Your e-mail').fill('someone@example.com');
  await page.getByRole('button', { name: 'Send a new link' }).click();
  await expect(page.getByText(/If someone@example.com has an account waiting/)).toBeVisible();
  await shoot(page, testInfo, '15-email-verify-broken');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the signed-in shell folds its links into a menu', async ({ page }, testInfo) => {
    const account = {
      firstname: 'Grace',
      lastname: 'Hopper',
      email: uniqueEmail('phone'),
      password: 'phone-pass-1',
    };
    await signUp(page, account);
    await openVerificationLink(page, account.email);
    await page.goto('/login');
    await shoot(page, testInfo, '10-phone-login');
    await logIn(page, account.email, account.password);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open user menu' })).toBeHidden();
    await shoot(page, testInfo, '11-phone-dashboard');

    const menu = page.getByRole('navigation');
    await expect(menu).not.toBeInViewport();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeInViewport();
    await expect(menu.getByText('Grace Hopper')).toBeVisible();
    await expect(menu.getByText(account.email)).toBeVisible();
    await shoot(page, testInfo, '12-phone-menu');

    await menu.getByRole('link', { name: 'Profile' }).click();
    await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(menu).not.toBeInViewport();
    await shoot(page, testInfo, '13-phone-profile');

    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('switch', { name: 'Dark mode' }).check();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expect(menu).not.toBeInViewport();
    await shoot(page, testInfo, '14-phone-profile-dark');
  });
});
