/**
 * Outgoing e-mail through nodemailer: SMTP when SMTP_URL is set, otherwise each message is written
 * as an .eml file to DATA_DIR/outbox/ (and its links logged) so password reset works with no set-up.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
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

/**
 * The transport, made on the first message: nodemailer is imported then rather than when the server
 * starts (a tenth of a second of its start, decision 174), since most starts send no mail at all.
 */
function lazyTransport(options: string | { streamTransport: true; buffer: true; newline: 'unix' }): () => Promise<Transporter> {
  let transport: Promise<Transporter> | undefined;
  return () => {
    transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(options) as Transporter);
    return transport;
  };
}

export function createMailer(opts: { smtpUrl?: string; from: string; outboxDir: string; logger: Logger }): Mailer {
  if (opts.smtpUrl) {
    const transport = lazyTransport(opts.smtpUrl);
    return { send: async (m) => void (await (await transport()).sendMail({ from: opts.from, ...m })) };
  }
  const transport = lazyTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(m) {
      const info = await (await transport()).sendMail({ from: opts.from, ...m });
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
