// Sends e-mail through nodemailer: over SMTP when SMTP_URL is set, otherwise (the embedded
// default) each message is written as an .eml file under DATA_DIR/mail and its link is logged,
// so a developer can follow a verification or reset link without a mail server.
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { Config } from '../config';

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** The one action link of the message, logged when mail is only written to disk. */
  link?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export function createMailer(
  config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'DATA_DIR'>,
  logger: Logger,
): Mailer {
  if (config.SMTP_URL) {
    const transport: Transporter = nodemailer.createTransport(config.SMTP_URL);
    return {
      send: async ({ link: _link, ...message }) => {
        await transport.sendMail({ from: config.MAIL_FROM, ...message });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const dir = path.join(config.DATA_DIR, 'mail');
  return {
    send: async ({ link, ...message }) => {
      const info = await transport.sendMail({ from: config.MAIL_FROM, ...message });
      await mkdir(dir, { recursive: true });
      const file = path.join(
        dir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      logger.info({ file, subject: message.subject, link }, 'mail written to disk (set SMTP_URL to send)');
    },
  };
}
