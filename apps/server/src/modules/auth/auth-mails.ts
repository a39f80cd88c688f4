// The account e-mails, each in HTML and plain text. User-supplied text (names) is escaped.
import type { MailMessage } from '../../platform/mail/mailer';

const PRODUCT = 'Captionist';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function layout(
  to: string,
  subject: string,
  greeting: string,
  lines: string[],
  action?: { label: string; url: string },
): MailMessage {
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;background:#f6f7f9;padding:24px">
<div style="max-width:520px;margin:auto;background:#fff;border-radius:12px;padding:32px">
<h1 style="font-size:20px;margin:0 0 16px">${PRODUCT}</h1>
<p>${escapeHtml(greeting)}</p>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
${action ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#7048e8;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">${escapeHtml(action.label)}</a></p><p style="font-size:12px;color:#666">Or paste this address into your browser:<br>${escapeHtml(action.url)}</p>` : ''}
<p style="font-size:12px;color:#666">— The ${PRODUCT} team</p>
</div></body></html>`;
  const text = [
    PRODUCT,
    '',
    greeting,
    '',
    ...lines,
    ...(action ? ['', `${action.label}: ${action.url}`] : []),
    '',
    `— The ${PRODUCT} team`,
  ].join('\n');
  return { to, subject, html, text, ...(action ? { link: action.url } : {}) };
}

export const verificationMail = (to: string, firstname: string, url: string, hours: number) =>
  layout(
    to,
    `Verify your e-mail address for ${PRODUCT}`,
    `Hi ${firstname},`,
    [
      `Confirm that this is your e-mail address to start using ${PRODUCT}.`,
      `The link is valid for ${hours} hours.`,
    ],
    { label: 'Verify e-mail address', url },
  );

export const alreadyRegisteredMail = (to: string, firstname: string, loginUrl: string) =>
  layout(
    to,
    `You already have a ${PRODUCT} account`,
    `Hi ${firstname},`,
    [
      'Someone (hopefully you) tried to create an account with this e-mail address, but you already have one.',
      'Sign in instead, or reset your password from the sign-in page if you forgot it. If this was not you, ignore this e-mail.',
    ],
    { label: 'Sign in', url: loginUrl },
  );

export const resetPasswordMail = (to: string, firstname: string, url: string, minutes: number) =>
  layout(
    to,
    `Reset your ${PRODUCT} password`,
    `Hi ${firstname},`,
    [
      'We received a request to reset your password.',
      `The link is valid for ${minutes} minutes and can be used once. If you did not ask for this, ignore this e-mail.`,
    ],
    { label: 'Reset password', url },
  );
