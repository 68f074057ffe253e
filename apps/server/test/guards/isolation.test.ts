/**
 * Isolation guard: every operation of /api/docs/json, called with A's ids (route-fixtures.ts)
 * without a session, with bad tokens and as user B. A secured operation answers 401 to the first
 * two; B gets 404 for A's ids (or, on a route without ids, acts on B's own data), and B's calls
 * that mix one of A's ids among B's own (the fixture's `mixed`) touch nothing of A's; B never sees
 * A's data, and A's rows are exactly as they were.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectApiError } from '../helpers/api-error.ts';
import { createGuardApp, createOwners, fixtureOf, fixtureRequest, isDeclaredUnavailable, type Owners, signIn } from './guard-app.ts';
import { type Operation, requestFor } from './openapi-operations.ts';
import { changedRows, ownedRows } from './owned-rows.ts';
import { OWNER_MARK, type OwnerData, seedOwnerData } from './owner-data.ts';

const guard = await createGuardApp();
const { t } = guard;
let owners: Owners;
/** B's own one of everything, for the calls that mix A's ids among B's. */
let dataOfB: OwnerData;

beforeAll(async () => {
  owners = await createOwners(t);
  dataOfB = await seedOwnerData(t, owners.b, 'DATA-OF-B');
});
afterAll(() => guard.close());

/** A's rows and the bytes of A's upload. */
async function snapshotOfA() {
  const media = await t.app.inject({ method: 'GET', url: `/api/media/${owners.ownerData.mediaKey}` });
  return { rows: await ownedRows(t, owners.a.userId), media: createHash('sha256').update(media.rawPayload).digest('hex') };
}

const badAuthorizations = (revokedToken: string) => [
  undefined,
  'Bearer garbage',
  `Bearer ${revokedToken}`,
  `Bearer ${'x'.repeat(300)}`,
  'Basic Z3VhcmQ6Z3VhcmQ=',
  'Bearer',
];

async function send(operation: Operation, authorization: string | undefined) {
  const parts = await fixtureRequest(fixtureOf(operation), owners.ownerData);
  const headers = { ...parts.headers, ...(authorization === undefined ? {} : { authorization }) };
  return t.app.inject(requestFor(operation, { ...parts, headers }));
}

describe('every operation in /api/docs/json keeps users apart', () => {
  it.each(guard.operations)('$key', async (operation) => {
    const fixture = fixtureOf(operation);
    if (fixture.public) {
      expect(operation.secured, `${operation.key} is listed as public in route-fixtures.ts but the document secures it`).toBe(false);
      return;
    }
    expect(
      operation.secured,
      `${operation.key} has no \`security\`: secure it, or list it as public in route-fixtures.ts with the reason`,
    ).toBe(true);
    const before = await snapshotOfA();

    for (const authorization of badAuthorizations(owners.revokedToken)) {
      const res = await send(operation, authorization);
      expectApiError(res, 401, 'UNAUTHORIZED');
    }

    const asB = await send(operation, owners.b.headers.authorization);
    const expected = fixture.otherUser ?? (operation.pathParams.length > 0 ? 'not-found' : 'own-data');
    if (expected === 'not-found') {
      expect([401, 404], `${operation.key} as another user with A's ids: ${asB.statusCode} ${asB.body.slice(0, 300)}`).toContain(
        asB.statusCode,
      );
    } else if (!isDeclaredUnavailable(fixture, asB)) {
      expect(asB.statusCode, asB.body.slice(0, 300)).toBeLessThan(500);
    }
    if (asB.statusCode >= 400) expectApiError(asB, asB.statusCode, asB.json().code);
    expect(asB.body, `${operation.key} showed A's data to B`).not.toContain(OWNER_MARK);
    if (fixture.endsSession) owners.b = await signIn(t, owners.b.username);

    for (const parts of fixture.mixed?.(owners.ownerData, dataOfB) ?? []) {
      const mixed = await t.app.inject(requestFor(operation, { ...parts, headers: owners.b.headers }));
      const call = `${operation.key} as B with ${JSON.stringify(parts)}`;
      if (!isDeclaredUnavailable(fixture, mixed)) expect(mixed.statusCode, `${call}: ${mixed.body.slice(0, 300)}`).toBeLessThan(500);
      expect(mixed.body, `${call} showed A's data`).not.toContain(OWNER_MARK);
    }

    const after = await snapshotOfA();
    expect(changedRows(before.rows, after.rows), `${operation.key} changed A's rows`).toEqual([]);
    expect(after.media, `${operation.key} changed A's upload`).toBe(before.media);
  });
});
