/**
 * Decision 162: the weekly analytics report e-mail. A small hand-computed account in Ho Chi Minh City
 * (UTC+7, the user's own zone); Monday 30 November 2026 09:00 there is 02:00 UTC. The report covers the
 * week before, 23–29 November, against 16–22 November:
 *
 *   24 Nov  4,000 impressions  80 clicks  40.00 spent  4 conversions  100.00 value
 *   28 Nov  1,000 impressions  20 clicks  10.00 spent  1 conversion    20.00 value
 *   → 5,000 impressions, 100 clicks, CTR 2 %, 50.00 spent, 5 conversions, 120.00 value, ROI (120 − 50) / 50 = +140 %
 *   20 Nov  2,000 impressions  25 clicks  25.00 spent  1 conversion    25.00 value
 *   → the week before: CTR 1.25 %, ROI 0 %; changes +150 %, +300 %, CTR +60 %, spend +100 %, conversions
 *     +400 %, value +380 %, ROI — (against 0)
 * 15 and 30 November lie outside both weeks. The numbers are demo data, so the mail says so.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountZone } from '../src/modules/account-zone/index.ts';
import { createAnalyticsReports, createAnalyticsService, usdRates } from '../src/modules/analytics/index.ts';
import type { MailMessage } from '../src/providers/mail/mailer.ts';
import { createAd, createCampaign } from './helpers/ads-fixtures.ts';
import { metricDay, writeMetrics } from './helpers/metrics-fixtures.ts';
import { createTestApp, signUp, type TestApp } from './helpers/test-app.ts';
import { setClock } from './optimization/opt-fixtures.ts';

const MONDAY_0900_HCM = '2026-11-30T02:00:00.000Z';
const on = { defaultTimeRange: '30d', autoRefresh: false, refreshInterval: 300, emailReports: true };

describe('the weekly analytics report e-mail', () => {
  let t: TestApp;
  const mails: MailMessage[] = [];
  let reports: ReturnType<typeof createAnalyticsReports>;
  let analytics: ReturnType<typeof createAnalyticsService>;
  let readerEmail = '';
  const users = { reader: 0, off: 0, unconfirmed: 0 };

  /** A signed-up user in Ho Chi Minh City with a confirmed e-mail (unless told) and these analytics settings. */
  async function user(settings: object, confirmed = true) {
    const u = await signUp(t);
    const h = u.headers;
    await t.app.inject({ method: 'PUT', url: '/api/user/profile', headers: h, payload: { timeZone: 'Asia/Ho_Chi_Minh' } });
    await t.app.inject({ method: 'POST', url: '/api/analytics/dashboard/config', headers: h, payload: { layout: 'x', settings } });
    if (confirmed) await t.database.db.execute(sql`update users set email_verified_at = now() where id = ${u.user.id}`);
    return u;
  }

  beforeAll(async () => {
    t = await createTestApp({ env: { PUBLIC_URL: 'https://ads.example.com' } });
    setClock(t, '2026-11-10T12:00:00Z');
    const db = t.database.db;
    const reader = await user(on);
    users.reader = reader.user.id;
    readerEmail = reader.email;
    const campaign = await createCampaign(t, reader.headers, { name: 'Report campaign' });
    const ad = await createAd(t, reader.headers, { name: 'Report ad', campaignId: campaign.id });
    const day = (date: string, n: [number, number, string, number, string]) => metricDay(ad.id, campaign.id, date, n, { source: 'demo' });
    await writeMetrics(
      db,
      users.reader,
      [
        day('2026-11-15', [7000, 70, '70.00', 7, '70.00']),
        day('2026-11-20', [2000, 25, '25.00', 1, '25.00']),
        day('2026-11-24', [4000, 80, '40.00', 4, '100.00']),
        day('2026-11-28', [1000, 20, '10.00', 1, '20.00']),
        day('2026-11-30', [9000, 90, '90.00', 9, '90.00']),
      ],
      new Date('2026-11-30T01:00:00Z'),
    );
    users.off = (await user({ ...on, emailReports: false })).user.id;
    users.unconfirmed = (await user(on, false)).user.id;

    analytics = createAnalyticsService({
      db,
      clock: t.clock.now,
      account: createAccountZone(db).account,
      rates: usdRates({}),
      copywriterCostPerVariation: 18.5,
    });
    reports = createAnalyticsReports({
      db,
      clock: t.clock.now,
      mailer: { send: async (m) => void mails.push(m) },
      compare: analytics.compare,
      publicUrl: t.config.PUBLIC_URL,
      log: (e) => {
        throw e;
      },
    });
  });
  afterAll(() => t?.close());

  const mine = (ids: number[]) => ids.filter((id) => Object.values(users).includes(id));

  it('waits for Monday 08:00 in the user’s zone', async () => {
    setClock(t, '2026-11-30T00:30:00.000Z'); // 07:30 on Monday in Ho Chi Minh City
    expect(mine(await reports.sendDue())).toEqual([]);
  });

  it('then mails the last week against the one before, with the page’s numbers, labelled demo, and a link', async () => {
    setClock(t, MONDAY_0900_HCM);
    mails.length = 0;
    expect(mine(await reports.sendDue())).toEqual([users.reader]);
    // Only the reader: not the user with Email reports off, nor the one whose e-mail is unconfirmed.
    expect(mails.map((m) => m.to)).toEqual([readerEmail]);
    const mail = mails[0] as MailMessage;
    expect(mail.subject).toBe('[Demo data] Your Ads Creative analytics: 23 November 2026 – 29 November 2026');
    const lines = mail.text.split('\n');
    expect(lines).toContain(
      'Your analytics for 23 November 2026 – 29 November 2026 (time zone Asia/Ho_Chi_Minh), against 16 November 2026 – 22 November 2026.',
    );
    expect(lines).toContain('These numbers come from demo data (simulated), not from a Facebook ad account.');
    expect(lines).toEqual(
      expect.arrayContaining([
        'Impressions: 5,000 (week before: 2,000, change +150%)',
        'Clicks: 100 (week before: 25, change +300%)',
        'CTR: 2% (week before: 1.25%, change +60%)',
        'Spend: $50.00 (week before: $25.00, change +100%)',
        'Conversions: 5 (week before: 1, change +400%)',
        'Conversion value: $120.00 (week before: $25.00, change +380%)',
        'ROI: +140% (week before: 0%, change —)',
        'See every number on your analytics page: https://ads.example.com/analytics',
      ]),
    );
  });

  it('sends nothing more that week, and the next one from its Monday 08:00', async () => {
    mails.length = 0;
    setClock(t, '2026-11-30T10:00:00.000Z');
    expect(mine(await reports.sendDue())).toEqual([]);
    setClock(t, '2026-12-03T05:00:00.000Z'); // Thursday
    expect(mine(await reports.sendDue())).toEqual([]);
    setClock(t, '2026-12-07T00:59:00.000Z'); // 07:59 on Monday 7 December there
    expect(mine(await reports.sendDue())).toEqual([]);
    setClock(t, '2026-12-07T01:00:00.000Z'); // 08:00
    expect(mine(await reports.sendDue())).toEqual([users.reader]);
    expect(mails.map((m) => m.subject)).toEqual(['[Demo data] Your Ads Creative analytics: 30 November 2026 – 6 December 2026']);
  });

  it('a report whose mail fails is sent on the next run', async () => {
    const failing = createAnalyticsReports({
      db: t.database.db,
      clock: t.clock.now,
      mailer: {
        send: async () => {
          throw new Error('SMTP down');
        },
      },
      compare: analytics.compare,
      publicUrl: t.config.PUBLIC_URL,
      log: () => {},
    });
    setClock(t, '2026-12-14T02:00:00.000Z');
    expect(mine(await failing.sendDue())).toEqual([]);
    mails.length = 0;
    expect(mine(await reports.sendDue())).toEqual([users.reader]);
    expect(mails).toHaveLength(1);
  });

  it('one user the job cannot work out does not stop the others', async () => {
    const later = await user(on);
    // A zone this runtime does not know (stored before an ICU update, say): that user's week cannot be computed.
    await t.database.db.execute(sql`update users set time_zone = 'Mars/Olympus' where id = ${users.reader}`);
    const logged: string[] = [];
    const tolerant = createAnalyticsReports({
      db: t.database.db,
      clock: t.clock.now,
      mailer: { send: async (m) => void mails.push(m) },
      compare: analytics.compare,
      publicUrl: t.config.PUBLIC_URL,
      log: (_e, what) => void logged.push(what),
    });
    setClock(t, '2026-12-21T02:00:00.000Z'); // Monday 09:00 in Ho Chi Minh City
    const sent = await tolerant.sendDue();
    expect(sent).toContain(later.user.id);
    expect(sent).not.toContain(users.reader);
    expect(logged).toContain(`analytics report e-mail of user ${users.reader}`);
  });
});
