import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
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
