// Reads the mail the app sent, from the mail catcher started by the Playwright config.
const mailApi = `http://127.0.0.1:${process.env.E2E_MAIL_HTTP_PORT ?? 8195}`;

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export async function waitForMail(to: string, subject: RegExp, timeoutMs = 15_000): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mails = (await (await fetch(`${mailApi}/messages?to=${encodeURIComponent(to)}`)).json()) as Mail[];
    const mail = mails.reverse().find((m) => subject.test(m.subject));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No mail to ${to} with subject ${subject}`);
}

/** The first address in the mail's text that contains `path`. */
export function linkIn(mail: Mail, path: string): string {
  const link = mail.text.split(/\s+/).find((word) => word.startsWith('http') && word.includes(path));
  if (!link) throw new Error(`No ${path} link in "${mail.subject}"`);
  return link;
}

export const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
