import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';

describe('health and the error shape', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers /api/health and /api/ready with the database kind', async () => {
    expect((await t.app.inject('/api/health')).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject('/api/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json().database).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
  });

  it('answers /api/ready 503 SERVICE_UNAVAILABLE while the database cannot be reached; /api/health stays up', async () => {
    const down = await createTestApp({ deps: {} });
    const ping = down.database.ping;
    down.database.ping = async () => {
      throw new Error('connection refused');
    };
    try {
      const res = await down.app.inject('/api/ready');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ code: 'SERVICE_UNAVAILABLE', message: 'Database unreachable' });
      expect((await down.app.inject('/api/health')).statusCode).toBe(200);
    } finally {
      down.database.ping = ping;
      await down.close();
    }
  });

  it('answers unknown /api routes 404 in the error shape', async () => {
    const res = await t.app.inject('/api/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'The requested API route does not exist.' });
  });

  it('answers an undecodable URL with 400 in the error shape', async () => {
    const res = await t.app.inject('/api/%E0%A4%A');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'VALIDATION_ERROR', message: 'Invalid request URL.' });
  });

  it('serves the OpenAPI document', async () => {
    const res = await t.app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/api/auth/login-app');
  });

  it('answers malformed JSON with 400 in the error shape, not 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login-app',
      headers: { 'content-type': 'application/json' },
      payload: '{"usernameOrEmail":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
  });
});
