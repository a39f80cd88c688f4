// Signs a new, verified user in through the API, sharing cookies with the page's browser, for
// journeys that start behind the sign-in.
import { expect, type Page } from '@playwright/test';
import { linkIn, uniqueEmail, waitForMail } from './mailbox';

/** The XSRF header for API calls made with the page's cookies. */
export async function xsrfHeader(page: Page) {
  await page.request.get('/api/csrf-cookie');
  const cookie = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN');
  return { 'X-XSRF-TOKEN': decodeURIComponent(cookie?.value ?? '') };
}

export async function signInNewUser(page: Page, label: string): Promise<void> {
  const email = uniqueEmail(label);
  const password = `${label}-journey-1`;
  const signup = await page.request.post('/api/signup', {
    headers: await xsrfHeader(page),
    data: {
      agree_terms: true,
      email,
      firstname: 'Lin',
      lastname: 'Editor',
      password,
      password_confirmation: password,
    },
  });
  expect(signup.ok()).toBe(true);
  const link = new URL(linkIn(await waitForMail(email, /Verify your e-mail address/), '/email-verify/'));
  expect((await page.request.get(`/api${link.pathname}${link.search}`)).ok()).toBe(true);
  const login = await page.request.post('/api/login', {
    headers: await xsrfHeader(page),
    data: { email, password },
  });
  expect(login.ok()).toBe(true);
}
