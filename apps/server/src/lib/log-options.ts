/**
 * pino options for the server's logs: secrets never reach a log line. Headers and bodies are
 * redacted by path; URLs lose the values of query parameters that grant access (a reset link's
 * token, the Facebook callback's code and state), since the request log records every URL.
 */
import type { FastifyRequest } from 'fastify';
import type { LoggerOptions } from 'pino';

const redact = [
  'req.headers.authorization',
  'req.headers.cookie',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.token',
  '*.accessToken',
  '*.apiKey',
];
const SECRET_QUERY = /([?&](?:token|code|state|access_token)=)[^&#]*/gi;

/** The URL with the values of secret query parameters replaced by [redacted]. */
export const redactUrl = (url: string) => url.replace(SECRET_QUERY, '$1[redacted]');

export const logOptions = (level: string): LoggerOptions => ({
  level,
  redact,
  serializers: {
    // Fastify's default request serializer, with the URL cleaned.
    req: (req: FastifyRequest) => ({
      method: req.method,
      url: redactUrl(req.url),
      host: req.host,
      remoteAddress: req.ip,
      remotePort: req.socket?.remotePort,
    }),
  },
});
