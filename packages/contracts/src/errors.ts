/** The one error shape on the wire: `{ code, message, issues? }`. */
import { z } from 'zod';

export const errorCodes = [
  'VALIDATION_ERROR',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'PAYLOAD_TOO_LARGE',
  'HEADERS_TOO_LARGE',
  'REQUEST_TIMEOUT',
  'UNSUPPORTED_MEDIA_TYPE',
  'PROVIDER_NOT_CONFIGURED',
  'NOT_CONFIGURED',
  'FACEBOOK_RECONNECT',
  'SERVICE_UNAVAILABLE',
  'BAD_GATEWAY',
  'INTERNAL_ERROR',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const errorIssueSchema = z.object({ path: z.string(), message: z.string() });
export const apiErrorSchema = z.object({
  code: z.enum(errorCodes),
  message: z.string(),
  issues: z.array(errorIssueSchema).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
