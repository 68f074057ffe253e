/**
 * One error shape on the wire, `{ code, message, issues? }`. Validation errors carry the field
 * issues in the spec's words; 5xx never leaks internals and is logged with the request id.
 */
import { messages } from '@ads-creative/contracts/messages';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { pgCode } from '../db/pg-errors.ts';
import { AppError } from '../lib/errors.ts';

const fastifyClientErrors: Record<string, { status: number; code: AppError['code']; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Unsupported content type.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'VALIDATION_ERROR', message: 'Invalid Content-Length.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'VALIDATION_ERROR', message: 'The request body must be a JSON object.' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'VALIDATION_ERROR', message: 'The request body is not valid JSON.' },
};

/**
 * PostgreSQL refuses text it cannot store (a NUL character, \u0000, is valid JSON): that is the
 * client's input, whichever query met it, so a 400 rather than a 500.
 */
const unstorableText = new Set(['22021', '22P05']);

/**
 * The database cannot be reached (restart, failover, network): the server's fault and temporary, so
 * 503 with Retry-After rather than a bare 500 (decision 070). Connection-refused and reset from the
 * driver, PostgreSQL's shutdown and connection-failure classes (57P0x, 08xxx).
 */
const databaseDown = new Set(['ECONNREFUSED', 'ECONNRESET', '57P01', '57P02', '57P03', '08000', '08001', '08003', '08004', '08006']);
const isDatabaseDown = (e: unknown) =>
  databaseDown.has(pgCode(e) ?? '') || /Connection terminated|terminating connection/i.test(String((e as Error)?.message ?? ''));
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.statusCode).send({ code: error.code, message: error.message, issues: error.issues });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        path: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: v.instancePath === '/' && v.keyword === 'invalid_type' ? 'The request body must be a JSON object.' : v.message,
      }));
      return reply.status(400).send({ code: 'VALIDATION_ERROR', message: issues[0]?.message ?? 'Invalid request.', issues });
    }
    if (unstorableText.has(pgCode(error) ?? '')) {
      return reply.status(400).send({ code: 'VALIDATION_ERROR', message: 'The request contains characters that cannot be stored.' });
    }
    if (isDatabaseDown(error)) {
      request.log.error({ err: error }, 'database unreachable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return reply
        .status(503)
        .send({ code: 'SERVICE_UNAVAILABLE', message: 'The service is briefly unavailable. Please try again in a few seconds.' });
    }
    const known = error.code ? fastifyClientErrors[error.code] : undefined;
    if (known) return reply.status(known.status).send({ code: known.code, message: known.message });
    if (error instanceof SyntaxError || (error.statusCode && error.statusCode >= 400 && error.statusCode < 500)) {
      return reply.status(error.statusCode ?? 400).send({ code: 'VALIDATION_ERROR', message: 'Invalid request.' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ code: 'INTERNAL_ERROR', message: `${messages.internalError} (request id ${request.id})` });
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api')) {
      return reply.status(404).send({ code: 'NOT_FOUND', message: messages.routeNotFound });
    }
    return reply.status(404).send({ code: 'NOT_FOUND', message: messages.notFound });
  });
}
