/** The queue follows the database: pg-boss on a PostgreSQL URL, the in-process runner on PGlite (no URL). */
import { describe, expect, it } from 'vitest';
import { createJobQueue } from './create-job-queue.ts';

const onError = () => {};

describe('createJobQueue', () => {
  it.each([
    ['postgres://app:secret@db.example:5432/ads', 'pg-boss'],
    ['postgresql://db.example/ads', 'pg-boss'],
    [undefined, 'in-process'],
    ['', 'in-process'],
  ])('DATABASE_URL %s → %s', (databaseUrl, kind) => {
    // Nothing connects before start(): building the pg-boss queue for an unreachable server is fine.
    expect(createJobQueue({ databaseUrl, onError }).kind).toBe(kind);
  });
});
