/**
 * POST /api/ads/{id}/publish over HTTP against the sandbox Facebook, for what stops a publish: a
 * connection without an ad account or a page, a lead ad whose page has no lead form, and a second
 * publish of a campaign while the first is still talking to Facebook (409, no duplicate objects).
 */
import { facebookMessages, publishMessages } from '@ads-creative/contracts/facebook';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { facebookConnections } from '../../src/db/schema/facebook.ts';
import type { GraphSandbox } from '../../src/sandbox/graph-sandbox.ts';
import { defaultAccounts, defaultPages } from '../../src/sandbox/sandbox-world.ts';
import { createCampaign, expectError, type Headers } from '../helpers/ads-fixtures.ts';
import { signUp, type TestApp } from '../helpers/test-app.ts';
import { chooseAdAccount, connectFacebook, draftToPublish, startSandboxApp } from './sandbox-app.ts';

let sandbox: GraphSandbox;
let t: TestApp;

/** Holds the app's next request to create a Facebook campaign until the test lets it go. */
const campaignCreation = {
  held: null as null | { reached: () => void; release: Promise<void> },
  /** Resolves when the request is held; `release()` lets it through. */
  hold() {
    let release = () => {};
    let reached = () => {};
    const whenReached = new Promise<void>((r) => {
      reached = r;
    });
    this.held = { reached: () => reached(), release: new Promise<void>((r) => (release = r)) };
    return { whenReached, release: () => release() };
  },
};
const heldFetch: typeof fetch = async (input, init) => {
  const held = campaignCreation.held;
  const url = new URL(input instanceof Request ? input.url : String(input));
  if (held && init?.method === 'POST' && /\/act_\d+\/campaigns$/.test(url.pathname)) {
    campaignCreation.held = null;
    held.reached();
    await held.release;
  }
  return fetch(input, init);
};

beforeAll(async () => {
  ({ sandbox, t } = await startSandboxApp(41, { deps: { fetch: heldFetch } }));
}, 60_000);
afterAll(async () => {
  await t?.close();
  await sandbox?.close();
});

let people = 0;
/**
 * A new app user connected to a sandbox person of their own, who has the default ad accounts and
 * pages under ids of their own: n00000001 (USD), n200000001 (a page with a lead form), n200000002 (none).
 */
async function connectedUser() {
  const { headers, user } = await signUp(t);
  const n = ++people;
  const person = { id: `92000000000${n}`, name: `Publisher ${n}` };
  sandbox.world.addPerson(
    person,
    defaultAccounts(person.id).map((a) => ({ ...a, account_id: `${n}${a.account_id}` })),
    defaultPages(person.id).map((p) => ({ ...p, id: `${n}${p.id}` })),
  );
  sandbox.setDialogPerson(person);
  await connectFacebook(t, headers);
  return {
    headers,
    userId: user.id as number,
    account: `${n}100000001`,
    pageWithForm: `${n}200000001`,
    pageWithoutForm: `${n}200000002`,
  };
}

const publish = (headers: Headers, adId: number) =>
  t.app.inject({ method: 'POST', url: `/api/ads/${adId}/publish`, headers, payload: { delivery: 'ACTIVE' } });
const adOf = async (headers: Headers, adId: number) => (await t.app.inject({ method: 'GET', url: `/api/ads/${adId}`, headers })).json();
const created = (edge: string) => sandbox.sent('POST', new RegExp(`^/act_\\d+/${edge}$`)).length;

describe('what the connection lacks', () => {
  it('connected without an ad account: says to choose one; without a page: says to choose one; nothing reaches Facebook', async () => {
    const { headers, userId, account, pageWithForm } = await connectedUser();
    const campaign = await createCampaign(t, headers, { objective: 'TRAFFIC', dailyBudget: 20 });
    const draft = await draftToPublish(t, headers, campaign.id);
    const before = sandbox.requests.length;
    expectError(await publish(headers, draft.id), 400, 'VALIDATION_ERROR', facebookMessages.noAdAccount);

    await chooseAdAccount(t, headers, account, pageWithForm);
    // A connection whose page is gone (say, chosen before the page was removed from it).
    await t.database.db.update(facebookConnections).set({ pageId: null, pageName: null }).where(eq(facebookConnections.userId, userId));
    expectError(await publish(headers, draft.id), 400, 'VALIDATION_ERROR', facebookMessages.noPage);

    expect(sandbox.requests.slice(before).filter((r) => r.method === 'POST')).toEqual([]);
    expect(await adOf(headers, draft.id)).toMatchObject({ status: 'DRAFT', fbAdId: null });
  });
});

describe('a lead ad', () => {
  it('on a page without a lead form is refused with what to do; on a page with one it publishes, reusing what was made', async () => {
    const { headers, account, pageWithForm, pageWithoutForm } = await connectedUser();
    await chooseAdAccount(t, headers, account, pageWithoutForm);
    const campaign = await createCampaign(t, headers, { objective: 'LEAD_GENERATION', dailyBudget: 20 });
    const draft = await draftToPublish(t, headers, campaign.id, { adType: 'LEAD_FORM_AD', destinationUrl: null });
    const [campaigns, adSets] = [created('campaigns'), created('adsets')];

    expectError(await publish(headers, draft.id), 400, 'VALIDATION_ERROR', facebookMessages.noLeadForm);
    expect(await adOf(headers, draft.id)).toMatchObject({ status: 'DRAFT', fbAdId: null, publishError: facebookMessages.noLeadForm });
    expect(created('adcreatives')).toBe(0);

    await chooseAdAccount(t, headers, account, pageWithForm); // its lead form: 'Newsletter sign-up'
    const res = await publish(headers, draft.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'PENDING', publishError: null });
    // The campaign and ad set made before the refusal are reused.
    expect([created('campaigns') - campaigns, created('adsets') - adSets]).toEqual([1, 1]);
    const creative = sandbox.sent('POST', /^\/act_\d+\/adcreatives$/).at(-1)?.params.object_story_spec as {
      page_id: string;
      link_data: { call_to_action: { value: { lead_gen_form_id?: string } } };
    };
    expect(creative.page_id).toBe(pageWithForm);
    expect(creative.link_data.call_to_action.value.lead_gen_form_id).toBe('300000001');
  });
});

describe('two publishes of one campaign at once', () => {
  it('the second answers 409 while the first is on Facebook; afterwards it publishes into the same Facebook campaign', async () => {
    const { headers, account, pageWithForm } = await connectedUser();
    await chooseAdAccount(t, headers, account, pageWithForm);
    const campaign = await createCampaign(t, headers, { objective: 'TRAFFIC', dailyBudget: 25 });
    const first = await draftToPublish(t, headers, campaign.id, { name: 'First' });
    const second = await draftToPublish(t, headers, campaign.id, { name: 'Second' });
    const [campaigns, adSets, ads] = [created('campaigns'), created('adsets'), created('ads')];

    const gate = campaignCreation.hold();
    const firstPublish = publish(headers, first.id);
    // The first publish holds the campaign and is creating it on Facebook.
    await Promise.race([
      gate.whenReached,
      firstPublish.then((r) => Promise.reject(new Error(`the first publish ended before creating the campaign: ${r.body}`))),
    ]);
    expectError(await publish(headers, second.id), 409, 'CONFLICT', publishMessages.inProgress);
    expect(await adOf(headers, second.id)).toMatchObject({ status: 'DRAFT', fbAdId: null });
    gate.release();
    expect((await firstPublish).statusCode).toBe(200);

    const again = await publish(headers, second.id);
    expect(again.statusCode, again.body).toBe(200);
    expect([created('campaigns') - campaigns, created('adsets') - adSets, created('ads') - ads]).toEqual([1, 1, 2]);
    const fbCampaignIds = new Set(
      sandbox
        .sent('POST', /^\/act_\d+\/ads$/)
        .slice(-2)
        .map((r) => sandbox.world.objects.get(String(r.params.adset_id))?.parentId),
    );
    expect(fbCampaignIds.size).toBe(1);
  });
});
