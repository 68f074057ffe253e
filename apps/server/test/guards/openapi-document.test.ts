/**
 * Document guard: /api/docs/json is a valid OpenAPI document (checked by @apidevtools/swagger-parser,
 * offline), and every operation has a summary and declares the errors it can answer: 400 when it
 * takes input, 401 when it needs a session, 404 when its path has ids.
 */
import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, describe, expect, it } from 'vitest';
import { createGuardApp } from './guard-app.ts';
import type { Operation } from './openapi-operations.ts';

const guard = await createGuardApp();
afterAll(() => guard.close());

/** The error statuses an operation must declare, by what it takes. */
function requiredErrors(operation: Operation): string[] {
  const takesInput = operation.pathParams.length + operation.queryParams.length > 0 || operation.spec.requestBody !== undefined;
  return [...(takesInput ? ['400'] : []), ...(operation.secured ? ['401'] : []), ...(operation.pathParams.length > 0 ? ['404'] : [])];
}

describe('the OpenAPI document', () => {
  it('validates as OpenAPI', async () => {
    await expect(SwaggerParser.validate(structuredClone(guard.doc) as never)).resolves.toBeDefined();
  });

  it('lists only API routes', () => {
    expect(guard.operations.filter((o) => !o.path.startsWith('/api/')).map((o) => o.key)).toEqual([]);
  });

  it.each(guard.operations)('$key has a summary and declares its errors', (operation) => {
    expect(operation.spec.summary?.trim(), `${operation.key} has no summary`).toBeTruthy();
    const declared = Object.keys(operation.spec.responses);
    expect(declared, `${operation.key} does not declare every error it can answer`).toEqual(
      expect.arrayContaining(requiredErrors(operation)),
    );
  });
});
