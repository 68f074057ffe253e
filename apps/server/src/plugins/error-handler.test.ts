/** The error handler answers a database that cannot be reached with 503 and Retry-After, other failures with a bare 500. */
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { DATABASE_RETRY_AFTER_SECONDS, registerErrorHandler } from './error-handler.ts';

async function appThrowing(error: Error) {
  const app = Fastify();
  registerErrorHandler(app);
  app.get('/boom', async () => {
    throw error;
  });
  await app.ready();
  return app;
}

describe('database unreachable', () => {
  it.each([
    ['refused by the driver', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['PostgreSQL shutting down (57P01), through drizzle', Object.assign(new Error('Failed query'), { cause: { code: '57P01' } })],
    ['a connection ended mid-query', new Error('Connection terminated unexpectedly')],
  ])('%s: 503 SERVICE_UNAVAILABLE with Retry-After', async (_, error) => {
    const app = await appThrowing(error);
    const res = await app.inject('/boom');
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    expect(res.json()).toEqual({
      code: 'SERVICE_UNAVAILABLE',
      message: 'The service is briefly unavailable. Please try again in a few seconds.',
    });
    await app.close();
  });

  it('any other failure stays a 500 that names only the request id', async () => {
    const app = await appThrowing(new Error('boom'));
    const res = await app.inject('/boom');
    expect(res.statusCode).toBe(500);
    expect(res.json().code).toBe('INTERNAL_ERROR');
    await app.close();
  });
});
