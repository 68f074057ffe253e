// The reliability bench's read-back: after a run, every write the actors (traffic.mjs) saw
// acknowledged must be there, every acknowledged deletion must stay deleted, every upload must be
// served, and each user's totals must equal what its actors hold.
import { timedFetch } from './recorder.mjs';

/** Whether a campaign or ad as the API answers it holds `expected`. */
export function matches(kind, row, expected) {
  if (kind === 'campaign') return row.name === expected.name && row.budget === expected.budget;
  return row.name === expected.name && row.headline === expected.headline;
}

/** An item of the read-back: `ok`, `ambiguous` (an unanswered write, either outcome fine) or a failure. */
async function checkRow(ctx, token, kind, id, entry) {
  const res = await timedFetch(ctx.base, 'GET', `/api/${kind}s/${id}`, { headers: { authorization: `Bearer ${token}` } });
  if (entry === 'gone') return res.status === 404 ? 'ok' : `deleted ${kind} ${id} answers ${res.status}`;
  const unsure = entry.deleting || entry.maybe.length > 0;
  if (res.status === 404) return entry.deleting ? 'ambiguous' : `${kind} ${id} missing`;
  if (res.status !== 200) return `${kind} ${id} answers ${res.status}`;
  if (matches(kind, res.body, entry.expected)) return unsure ? 'ambiguous' : 'ok';
  if (entry.maybe.some((m) => matches(kind, res.body, m))) return 'ambiguous';
  return `${kind} ${id} holds ${JSON.stringify({ name: res.body.name })}, expected ${JSON.stringify(entry.expected)}`;
}

/** `url` is absolute (PUBLIC_URL); it is read on the server as it runs now. */
async function checkUpload(ctx, url) {
  const res = await timedFetch(ctx.base, 'GET', new URL(url, ctx.base).pathname, {});
  return res.status === 200 && /^image\//.test(res.contentType ?? '') ? 'ok' : `upload ${url} answers ${res.status}`;
}

/** With nothing unanswered, the user's totals must equal what the actors hold: no lost and no phantom rows. */
async function checkTotals(ctx, token, actors) {
  const unsure = (e) => e.deleting || e.maybe.length > 0;
  if (actors.some((a) => a.unansweredCreates || [...a.campaigns.values(), ...a.ads.values()].some(unsure))) return [];
  const headers = { authorization: `Bearer ${token}` };
  const failures = [];
  for (const [kind, held] of [
    ['campaigns', actors.reduce((s, a) => s + a.campaigns.size, 0)],
    ['ads', actors.reduce((s, a) => s + a.ads.size, 0)],
  ]) {
    const res = await timedFetch(ctx.base, 'GET', `/api/${kind}?page=0&size=1`, { headers });
    if (res.body?.totalElements !== held) failures.push(`user has ${res.body?.totalElements} ${kind}, acknowledged ${held}`);
  }
  return failures;
}

/**
 * Reads back every acknowledged write of `actors` (`concurrency` requests at a time); answers the
 * counts and the first failures.
 */
export async function readBack(ctx, actors, concurrency = 16) {
  const checks = [];
  for (const a of actors) {
    for (const [id, e] of a.campaigns) checks.push(() => checkRow(ctx, a.token, 'campaign', id, e));
    for (const [id, e] of a.ads) checks.push(() => checkRow(ctx, a.token, 'ad', id, e));
    for (const [kind, id] of a.gone) checks.push(() => checkRow(ctx, a.token, kind, id, 'gone'));
    for (const url of a.uploads) checks.push(() => checkUpload(ctx, url));
  }
  const results = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < checks.length) results.push(await checks[next++]());
    }),
  );
  const byUser = new Map();
  for (const a of actors) byUser.set(a.userId, [...(byUser.get(a.userId) ?? []), a]);
  for (const group of byUser.values()) results.push(...(await checkTotals(ctx, group[0].token, group)));
  const failures = results.filter((r) => r !== 'ok' && r !== 'ambiguous');
  return {
    checked: results.length,
    ambiguous: results.filter((r) => r === 'ambiguous').length,
    unansweredCreates: actors.reduce((s, a) => s + a.unansweredCreates, 0),
    missing: failures.length,
    failures: failures.slice(0, 10),
  };
}
