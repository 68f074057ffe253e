/**
 * Outgoing e-mail through nodemailer: SMTP when SMTP_URL is set, otherwise each message is written
 * as an .eml file to DATA_DIR/outbox/ (and its links logged) so password reset works with no set-up.
 */
import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export function createMailer(opts: { smtpUrl?: string; from: string; outboxDir: string; logger: Logger }): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return { send: async (m) => void (await transport.sendMail({ from: opts.from, ...m })) };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(m) {
      const info = await transport.sendMail({ from: opts.from, ...m });
      fs.mkdirSync(opts.outboxDir, { recursive: true });
      const file = path.join(
        opts.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`,
      );
      fs.writeFileSync(file, info.message as Buffer);
      const links = m.text.match(/https?:\/\/\S+/g) ?? [];
      opts.logger.info({ to: m.to, subject: m.subject, file, links }, 'e-mail written to outbox (no SMTP_URL set)');
    },
  };
}
