// A real SMTP server (smtp-server) in the test process; the app sends to it through SMTP_URL.
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export class MailCatcher {
  readonly mails: CaughtMail[] = [];
  #server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData: (stream, _session, callback) => {
      simpleParser(stream)
        .then((mail: ParsedMail) => {
          const to = Array.isArray(mail.to) ? mail.to[0]?.text : mail.to?.text;
          this.mails.push({
            to: to ?? '',
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
          });
          callback();
        })
        .catch(callback);
    },
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.#server.listen(0, '127.0.0.1', resolve));
    const { port } = this.#server.server.address() as AddressInfo;
    return `smtp://127.0.0.1:${port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.#server.close(() => resolve()));
  }

  /** The newest mail to `to` whose subject matches, waiting briefly for it to arrive. */
  async waitFor(to: string, subject: RegExp): Promise<CaughtMail> {
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      const mail = [...this.mails].reverse().find((m) => m.to.includes(to) && subject.test(m.subject));
      if (mail) return mail;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(
      `No mail to ${to} matching ${subject} (got: ${this.mails.map((m) => m.subject).join(', ')})`,
    );
  }
}

/** The first link in a mail's text that starts with `prefix`. */
export function linkIn(mail: CaughtMail, prefix: string): URL {
  const match = mail.text.match(new RegExp(`${prefix.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\S+`));
  if (!match) throw new Error(`No ${prefix} link in mail "${mail.subject}"`);
  return new URL(match[0]);
}
