/**
 * Requests Node's HTTP parser refuses before Fastify sees them (bad header bytes, Content-Length
 * together with Transfer-Encoding, headers over the size limit, a space in the path, a client too
 * slow to send its headers): answered on the raw socket in the one error shape `{ code, message }`,
 * as a complete HTTP/1.1 response, and the connection is closed (the parser cannot find where the
 * next request would start).
 */
import http from 'node:http';
import type { Socket } from 'node:net';
import type { ErrorCode } from '@ads-creative/contracts/errors';
import { messages } from '@ads-creative/contracts/messages';
import type { FastifyBaseLogger } from 'fastify';

interface ClientErrorAnswer {
  status: number;
  code: ErrorCode;
  message: string;
}

function answerFor(errorCode: string | undefined): ClientErrorAnswer {
  if (errorCode === 'HPE_HEADER_OVERFLOW') return { status: 431, code: 'HEADERS_TOO_LARGE', message: messages.headersTooLarge };
  if (errorCode === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, code: 'REQUEST_TIMEOUT', message: messages.requestTimeout };
  return { status: 400, code: 'VALIDATION_ERROR', message: messages.malformedHttpRequest };
}

/** The raw bytes of a complete response; Content-Length counts bytes, not characters. */
export function rawErrorResponse({ status, code, message }: ClientErrorAnswer): string {
  const body = JSON.stringify({ code, message });
  return [
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'X-Content-Type-Options: nosniff',
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

type SocketWithResponse = Socket & { _httpMessage?: { headersSent?: boolean } };

/** Fastify's `clientErrorHandler` option (bound to the instance, hence `this`). */
export function clientErrorHandler(this: { log: FastifyBaseLogger }, error: NodeJS.ErrnoException, socket: Socket) {
  // A reset connection has nobody left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const answer = answerFor(error.code);
  this.log.debug({ err: error }, 'unparsable request');
  // As Node itself does: never write into a response already under way on this socket (pipelining).
  const inFlight = (socket as SocketWithResponse)._httpMessage;
  if (socket.writable && !inFlight?.headersSent) socket.end(rawErrorResponse(answer));
  else socket.destroy();
}
