// The reliability bench's traffic: actors (one per connection, several per user) that read and write
// through the HTTP API as the web app does and remember every write the server acknowledged, for
// read-back.mjs to check afterwards.
//
// Each actor only changes what it created itself, one request at a time, so it always knows what the
// server must hold: for each of its campaigns and ads the last acknowledged values, the ids whose
// deletion was acknowledged (they must answer 404), and the URLs of its acknowledged uploads. A write
// whose answer never came (the server was killed, the database was down) may or may not have happened:
// it is kept as a `maybe` value (or `deleting`) and either outcome is accepted on read-back; a create
// without an answer has no id to check and is only counted.
import { matches } from './read-back.mjs';
import { record, timedFetch } from './recorder.mjs';

/** Relative weights of the operations. */
export const MIXES = {
  /** Reads and writes as the web app makes them; generation is rare and costs the most. */
  mixed: {
    listCampaigns: 14,
    listAds: 14,
    dashboard: 6,
    getCampaign: 10,
    getAd: 10,
    createCampaign: 8,
    updateCampaign: 8,
    deleteCampaign: 2,
    createAd: 10,
    updateAd: 8,
    deleteAd: 3,
    upload: 4,
    generate: 1,
  },
  /** Writes only, for the crash runs. */
  writes: { createCampaign: 4, updateCampaign: 3, deleteCampaign: 1, createAd: 4, updateAd: 3, deleteAd: 1, upload: 1, generate: 1 },
};

const pick = (mix) => {
  const entries = Object.entries(mix);
  let r = Math.random() * entries.reduce((s, [, w]) => s + w, 0);
  for (const [op, w] of entries) {
    r -= w;
    if (r < 0) return op;
  }
  return entries[0][0];
};
/** 5.00 to 94.99, two decimals as the API requires. */
const randomBudget = () => Math.floor(500 + Math.random() * 9000) / 100;
const any = (map) => [...map.keys()][Math.floor(Math.random() * map.size)];

export class Actor {
  /** `user`: `{ token, user }` from sign-in; `ctx`: `{ base, png, recorder, variations }`. */
  constructor(user, ctx, label) {
    this.token = user.token;
    this.userId = user.user.id;
    this.ctx = ctx;
    this.label = label;
    this.seq = 0;
    // id → { expected, maybe: [values of unanswered updates], deleting: an unanswered delete }
    this.campaigns = new Map(); // expected: { name, budget }
    this.ads = new Map(); // expected: { name, headline }, plus campaignId
    this.gone = []; // ['campaign' | 'ad', id] whose deletion was acknowledged
    this.uploads = []; // fileUrl of acknowledged uploads
    this.unansweredCreates = 0;
  }

  name(kind) {
    return `${kind} ${this.label}-${++this.seq}`;
  }

  /** One request, recorded under `op`; answers the response when its status is one of `expect`, else null. */
  async call(op, method, url, body, expect) {
    const headers = { authorization: `Bearer ${this.token}` };
    let payload;
    if (body instanceof FormData) payload = body;
    else if (body) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const res = await timedFetch(this.ctx.base, method, url, { headers, body: payload });
    const expected = [expect].flat();
    record(this.ctx.recorder, op, res, expected);
    return expected.includes(res.status) ? res : null;
  }

  /** Runs operations picked from `mix` until `stop()` says so. */
  async run(mix, stop) {
    if (this.campaigns.size === 0) await this.createCampaign();
    while (!stop()) await this.step(pick(mix));
  }

  async step(op) {
    switch (op) {
      case 'listCampaigns':
        return this.call('read: campaign list', 'GET', '/api/campaigns', null, 200);
      case 'listAds':
        return this.call('read: ad list', 'GET', '/api/ads', null, 200);
      case 'dashboard':
        return this.call('read: dashboard', 'GET', '/api/dashboard', null, 200);
      case 'getCampaign':
        return this.campaigns.size ? this.readOwn('campaign', any(this.campaigns)) : this.createCampaign();
      case 'getAd':
        return this.ads.size ? this.readOwn('ad', any(this.ads)) : this.createAd();
      case 'createCampaign':
        return this.createCampaign();
      case 'updateCampaign':
        return this.campaigns.size ? this.updateCampaign(any(this.campaigns)) : this.createCampaign();
      case 'deleteCampaign':
        return this.deleteCampaign();
      case 'createAd':
        return this.createAd();
      case 'updateAd':
        return this.ads.size ? this.updateAd(any(this.ads)) : this.createAd();
      case 'deleteAd':
        return this.ads.size ? this.deleteRow('ad', any(this.ads)) : this.createAd();
      case 'upload':
        return this.upload();
      case 'generate':
        return this.generate();
    }
  }

  async createCampaign() {
    const expected = { name: this.name('Campaign'), budget: randomBudget() };
    const body = { name: expected.name, objective: 'TRAFFIC', budgetType: 'DAILY', dailyBudget: expected.budget };
    this.unansweredCreates++;
    const res = await this.call('write: create campaign', 'POST', '/api/campaigns', body, 201);
    if (!res) return;
    this.unansweredCreates--;
    this.campaigns.set(res.body.id, { expected, maybe: [], deleting: false });
  }

  async updateCampaign(id) {
    const entry = this.campaigns.get(id);
    if (entry.deleting) return this.deleteRow('campaign', id);
    const next = { name: this.name('Campaign'), budget: randomBudget() };
    entry.maybe.push(next);
    const res = await this.call('write: update campaign', 'PUT', `/api/campaigns/${id}`, { name: next.name, budget: next.budget }, 200);
    if (res) Object.assign(entry, { expected: next, maybe: [] });
  }

  /** Deletes one of its campaigns that holds none of its ads (so the ads' expected state stays simple). */
  async deleteCampaign() {
    const used = new Set([...this.ads.values()].map((a) => a.campaignId));
    const id = [...this.campaigns.keys()].find((c) => !used.has(c));
    if (id === undefined || this.campaigns.size < 2) return this.createCampaign();
    return this.deleteRow('campaign', id);
  }

  /** A delete; after an unanswered one, 404 is a fine answer to the retry too (the first may have happened). */
  async deleteRow(kind, id) {
    const rows = kind === 'campaign' ? this.campaigns : this.ads;
    const entry = rows.get(id);
    const expect = entry.deleting ? [204, 404] : 204;
    entry.deleting = true;
    if (await this.call(`write: delete ${kind}`, 'DELETE', `/api/${kind}s/${id}`, null, expect)) {
      rows.delete(id);
      this.gone.push([kind, id]);
    }
  }

  async createAd() {
    const campaignId = this.liveCampaign();
    if (campaignId === undefined) return this.createCampaign();
    const expected = { name: this.name('Ad'), headline: `Headline ${this.seq}` };
    const body = { ...expected, campaignId, primaryText: 'Fresh tea, delivered.', callToAction: 'SHOP_NOW' };
    this.unansweredCreates++;
    const res = await this.call('write: create ad', 'POST', '/api/ads', body, 201);
    if (!res) return;
    this.unansweredCreates--;
    this.ads.set(res.body.id, { campaignId, expected, maybe: [], deleting: false });
  }

  async updateAd(id) {
    const entry = this.ads.get(id);
    if (entry.deleting) return this.deleteRow('ad', id);
    const next = { name: this.name('Ad'), headline: `Headline ${this.seq}` };
    entry.maybe.push(next);
    if (await this.call('write: update ad', 'PUT', `/api/ads/${id}`, next, 200)) Object.assign(entry, { expected: next, maybe: [] });
  }

  async upload() {
    const form = new FormData();
    form.append('file', new Blob([this.ctx.png], { type: 'image/png' }), 'logo.png');
    this.unansweredCreates++;
    const res = await this.call('write: upload image', 'POST', '/api/upload/image', form, 200);
    if (!res) return;
    this.unansweredCreates--;
    this.uploads.push(res.body.fileUrl);
  }

  /** POST /api/ads/generate with BUILTIN, then save the first variation (the wizard's two calls). */
  async generate() {
    const campaignId = this.liveCampaign();
    if (campaignId === undefined) return this.createCampaign();
    const name = this.name('Generated ad');
    const body = {
      campaignId,
      adType: 'PAGE_POST_AD',
      name,
      prompt: 'Write an ad for "Zen Tea", an organic herbal tea for busy parents that helps you sleep better',
      language: 'en',
      promptStyle: 'Dynamic',
      textProvider: 'BUILTIN',
      imageProvider: 'BUILTIN',
      numberOfVariations: this.ctx.variations,
      callToAction: 'SHOP_NOW',
      isPreview: true,
    };
    const generated = await this.call('write: generate (BUILTIN)', 'POST', '/api/ads/generate', body, 200);
    if (!generated) return;
    const [variation] = generated.body.variations;
    const save = { ...body, adId: generated.body.adId, selectedVariation: variation, isPreview: false, saveExistingContent: true };
    this.unansweredCreates++;
    const saved = await this.call('write: save generated ad', 'POST', '/api/ads/save-existing', save, 200);
    if (!saved) return;
    this.unansweredCreates--;
    this.ads.set(saved.body.adId, { campaignId, expected: { name, headline: variation.headline }, maybe: [], deleting: false });
  }

  liveCampaign() {
    return [...this.campaigns.keys()].find((c) => !this.campaigns.get(c).deleting);
  }

  /** Reads one of its own rows and checks it holds what was last acknowledged (read-your-writes). */
  async readOwn(kind, id) {
    const entry = (kind === 'campaign' ? this.campaigns : this.ads).get(id);
    if (entry.deleting || entry.maybe.length) return;
    const res = await this.call(`read: own ${kind}`, 'GET', `/api/${kind}s/${id}`, null, 200);
    if (res && !matches(kind, res.body, entry.expected)) {
      this.ctx.recorder.errors.push({ op: `read: own ${kind}`, status: 200, detail: `stale: ${JSON.stringify(entry.expected)}` });
    }
  }
}
