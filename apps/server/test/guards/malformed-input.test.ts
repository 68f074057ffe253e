/**
 * Malformed-input guard: every operation of /api/docs/json, called as user A with the malformed
 * requests malformed-cases.ts derives from its schema and fixture. No answer is a 5xx (beyond a
 * fixture's declared `unavailable`), every error is exactly `{ code, message, issues? }`, and every
 * status answered is one the operation declares in the document. Every date, date-time and period
 * the document declares is also sent at the edges of the representable range (decision 165): each
 * must be refused with a 4xx, promptly.
 */
import { apiErrorSchema } from '@ads-creative/contracts/errors';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGuardApp, createOwners, fixtureOf, fixtureRequest, isDeclaredUnavailable, type Owners, signIn } from './guard-app.ts';
import { dateEdgeCases, dateInputsOf, malformedCases } from './malformed-cases.ts';
import { type Operation, requestFor } from './openapi-operations.ts';
import { seedOwnerData } from './owner-data.ts';
import type { RouteFixture } from './route-fixtures.ts';

/** The floor the issue sets for one run; the count is asserted so a shrinking generator is noticed. */
const MIN_REQUESTS = 5_000;
/** Date inputs the document declares today (compare's two periods, campaign dates, a scheduled time): a floor, as above. */
const MIN_DATE_INPUTS = 7;
/** A refusal of a date comes from the contract, before any work: far below this even on a busy machine. */
const PROMPT_MS = 3_000;

const guard = await createGuardApp();
const { t } = guard;
let owners: Owners;
let sent = 0;

beforeAll(async () => {
  owners = await createOwners(t);
});
afterAll(() => guard.close());

const strictError = apiErrorSchema.strict();

/** What is wrong with an answer, or null. */
function problem(operation: Operation, fixture: RouteFixture, res: LightMyRequestResponse): string | null {
  const status = res.statusCode;
  if (status >= 500 && !isDeclaredUnavailable(fixture, res)) return `answered ${status}`;
  if (!(String(status) in operation.spec.responses)) return `answered ${status}, which the document does not declare`;
  if (status < 400) return null;
  if (!/^application\/json/.test(String(res.headers['content-type']))) return `error with content type ${res.headers['content-type']}`;
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    return 'error body is not JSON';
  }
  return strictError.safeParse(body).success ? null : 'error not in the shape { code, message, issues? }';
}

/**
 * A's campaign and ad after an operation's batch: a path id the server reads leniently (' 1' is
 * id 1) may have deleted them, and the operations after it need them to reach their services.
 */
async function keepOwnerDataWhole() {
  const { campaignId, adId } = owners.ownerData;
  for (const url of [`/api/campaigns/${campaignId}`, `/api/ads/${adId}`]) {
    const res = await t.app.inject({ method: 'GET', url, headers: owners.a.headers });
    if (res.statusCode !== 200) {
      owners.ownerData = await seedOwnerData(t, owners.a);
      return;
    }
  }
}

/** After a call that used something up: a new session, new spares. */
async function restore(fixture: RouteFixture) {
  if (fixture.endsSession) owners.a = await signIn(t, owners.a.username);
  if (fixture.renew) owners.ownerData = { ...owners.ownerData, ...(await fixture.renew(t, owners.a, owners.ownerData)) };
}

/** Requests in flight at once for an operation whose calls use nothing up (PostgreSQL serves them in parallel). */
const PARALLEL = 8;

/** Runs the operation's malformed cases; answers what went wrong, one line per case. */
async function runCases(operation: Operation, fixture: RouteFixture): Promise<string[]> {
  const failures: string[] = [];
  const consumes = Boolean(fixture.endsSession || fixture.renew);
  let base = await fixtureRequest(fixture, owners.ownerData);
  const cases = malformedCases(operation, base);
  for (let i = 0; i < cases.length; i += consumes ? 1 : PARALLEL) {
    const batch = cases.slice(i, consumes ? i + 1 : i + PARALLEL);
    const answers = await Promise.all(
      batch.map((c) => {
        const parts = c.build(base);
        return t.app.inject(requestFor(operation, { ...parts, headers: { ...owners.a.headers, ...parts.headers } }));
      }),
    );
    sent += answers.length;
    answers.forEach((res, j) => {
      const wrong = problem(operation, fixture, res);
      if (wrong) failures.push(`${batch[j]?.name}: ${wrong}: ${res.body.slice(0, 200)}`);
    });
    if (consumes && answers.some((res) => res.statusCode < 300)) {
      await restore(fixture);
      base = await fixtureRequest(fixture, owners.ownerData);
    }
  }
  return failures;
}

describe('malformed input never breaks an operation of /api/docs/json', () => {
  // A generous time-out: the heaviest operation sends about 1,200 requests, and other test files share the cores.
  it.each(guard.operations)('$key', { timeout: 180_000 }, async (operation) => {
    const fixture = fixtureOf(operation);
    const failures = await runCases(operation, fixture);
    await keepOwnerDataWhole();
    expect(failures, `${operation.key}: ${failures.length} malformed requests answered wrongly`).toEqual([]);
  });

  it(`sends at least ${MIN_REQUESTS} requests`, () => {
    expect(sent).toBeGreaterThanOrEqual(MIN_REQUESTS);
  });
});

describe('dates at the edges of the representable range are refused promptly', () => {
  const dated = guard.operations.filter((operation) => dateInputsOf(operation).length > 0);

  it(`the document declares at least ${MIN_DATE_INPUTS} date inputs`, () => {
    expect(dated.flatMap(dateInputsOf).length).toBeGreaterThanOrEqual(MIN_DATE_INPUTS);
  });

  it.each(dated)('$key', async (operation) => {
    const fixture = fixtureOf(operation);
    const base = await fixtureRequest(fixture, owners.ownerData);
    const failures: string[] = [];
    // One at a time, so each answer's time is its own.
    for (const c of dateEdgeCases(operation)) {
      const parts = c.build(base);
      const started = performance.now();
      const res = await t.app.inject(requestFor(operation, { ...parts, headers: { ...owners.a.headers, ...parts.headers } }));
      const ms = Math.round(performance.now() - started);
      sent++;
      const wrong =
        res.statusCode < 400 || res.statusCode >= 500
          ? `answered ${res.statusCode}, not a 4xx`
          : ms > PROMPT_MS
            ? `answered after ${ms} ms`
            : problem(operation, fixture, res);
      if (wrong) failures.push(`${c.name}: ${wrong}: ${res.body.slice(0, 200)}`);
    }
    expect(failures, `${operation.key}: ${failures.length} edge dates answered wrongly`).toEqual([]);
  });
});
