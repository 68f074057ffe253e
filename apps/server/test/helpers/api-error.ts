/** Assertions on the one error shape on the wire, `{ code, message, issues? }`, as a client checks it. */
import { apiErrorSchema, type ErrorCode } from '@ads-creative/contracts/errors';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

const strictError = apiErrorSchema.strict();

/** Asserts status, JSON content type, exactly the error shape, the code and (when given) the message; returns the body. */
export function expectApiError(res: LightMyRequestResponse, status: number, code: ErrorCode, message?: string) {
  expect(res.statusCode, res.body.slice(0, 500)).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = res.json();
  const parsed = strictError.safeParse(body);
  expect(parsed.success, `not the error shape: ${res.body.slice(0, 500)}`).toBe(true);
  expect(body.code).toBe(code);
  if (message !== undefined) expect(body.message).toBe(message);
  return body as { code: ErrorCode; message: string; issues?: { path: string; message: string }[] };
}
