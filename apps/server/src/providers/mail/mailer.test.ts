import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMailer } from './mailer.ts';

describe('mailer without SMTP_URL', () => {
  let dir: string;
  let logLines: Record<string, unknown>[];
  let logger: pino.Logger;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ads-outbox-'));
    logLines = [];
    const sink = new Writable({
      write(chunk, _enc, done) {
        logLines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    logger = pino({ level: 'info' }, sink);
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('writes each message as an .eml file into the outbox folder (created when missing) and logs its link', async () => {
    const outboxDir = path.join(dir, 'nested', 'outbox');
    const mailer = createMailer({ from: 'Ads Creative <no-reply@ads-creative.local>', outboxDir, logger });
    const link = 'http://localhost:3000/reset-password?token=abc_DEF-123';
    await mailer.send({ to: 'someone@example.com', subject: 'Reset your Ads Creative password', text: `Hello Nguyễn,\n\n${link}\n` });
    await mailer.send({ to: 'other@example.com', subject: 'Second', text: 'no links here' });

    const files = fs.readdirSync(outboxDir).sort();
    expect(files).toHaveLength(2);
    for (const f of files) expect(f).toMatch(/^[\w.-]+\.eml$/);
    const emls = files.map((f) => fs.readFileSync(path.join(outboxDir, f), 'utf8'));
    const first = emls.find((e) => /^To: someone@example\.com$/m.test(e)) as string;
    expect(first).toBeDefined();
    expect(first).toMatch(/^From: Ads Creative <no-reply@ads-creative\.local>$/m);
    expect(first).toMatch(/^Subject: Reset your Ads Creative password$/m);
    expect(first).toMatch(/^Message-ID: <.+>$/m);
    // the body may be quoted-printable encoded; the decoded link must be in it
    const decoded = first.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, h) => String.fromCharCode(Number.parseInt(h, 16)));
    expect(decoded).toContain(link);

    const logged = logLines.find((l) => l.to === 'someone@example.com');
    expect(logged?.links).toEqual([link]);
    expect(String(logged?.file)).toContain(outboxDir);
  });
});

describe('mailer with SMTP_URL', () => {
  it('delivers over SMTP to the configured server, with the sender and the message, and writes no outbox file', async () => {
    const received: { from?: string; to: string[]; data: string; user?: string }[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onAuth(auth, _session, cb) {
        cb(auth.username === 'mailer' && auth.password === 's3cret' ? null : new Error('bad credentials'), { user: auth.username });
      },
      onData(stream, session, cb) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
            to: session.envelope.rcptTo.map((r) => r.address),
            data: Buffer.concat(chunks).toString('utf8'),
            user: session.user as string | undefined,
          });
          cb();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ads-outbox-'));
    try {
      const mailer = createMailer({
        smtpUrl: `smtp://mailer:s3cret@127.0.0.1:${port}`,
        from: 'Ads Creative <no-reply@ads-creative.local>',
        outboxDir,
        logger: pino({ level: 'silent' }),
      });
      await mailer.send({ to: 'someone@example.com', subject: 'Reset your Ads Creative password', text: 'Open http://x/reset' });
      expect(received).toHaveLength(1);
      expect(received[0]).toMatchObject({ from: 'no-reply@ads-creative.local', to: ['someone@example.com'], user: 'mailer' });
      expect(received[0]?.data).toMatch(/^Subject: Reset your Ads Creative password$/m);
      expect(received[0]?.data).toContain('Open http://x/reset');
      expect(fs.readdirSync(outboxDir)).toEqual([]);

      const wrong = createMailer({
        smtpUrl: `smtp://mailer:nope@127.0.0.1:${port}`,
        from: 'a@b.c',
        outboxDir,
        logger: pino({ level: 'silent' }),
      });
      await expect(wrong.send({ to: 'someone@example.com', subject: 'x', text: 'y' })).rejects.toThrow();
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      fs.rmSync(outboxDir, { recursive: true, force: true });
    }
  });
});
