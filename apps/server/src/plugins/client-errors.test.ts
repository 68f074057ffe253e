import net from 'node:net';
import { messages } from '@ads-creative/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers/test-app.ts';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterAll(() => t.close());

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Sends bytes `inject` cannot (they never get past Node's HTTP parser) and reads until the server closes the connection. */
function sendRaw(request: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    // Only the server ends the conversation: the client never closes its side.
    socket.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = raw.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
      socket.destroy();
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
    socket.write(request);
  });
}

function expectErrorShape(answer: RawAnswer, status: number, code: string, message: string) {
  expect(answer.status).toBe(status);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  expect(answer.headers.connection).toBe('close');
  expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.body));
  expect(JSON.parse(answer.body)).toEqual({ code, message });
}

describe('requests the HTTP parser refuses (raw sockets)', () => {
  it('answers bad header bytes with 400 in the error shape and closes the connection', async () => {
    const answer = await sendRaw('GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Bad: a\u0001b\r\n\r\n');
    expectErrorShape(answer, 400, 'VALIDATION_ERROR', messages.malformedHttpRequest);
  });

  it('answers Content-Length together with Transfer-Encoding (request smuggling) with 400', async () => {
    const answer = await sendRaw(
      'POST /api/auth/login-app HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        'Content-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
    );
    expectErrorShape(answer, 400, 'VALIDATION_ERROR', messages.malformedHttpRequest);
  });

  it('answers a space in the path with 400', async () => {
    const answer = await sendRaw('GET /api/a b HTTP/1.1\r\nHost: localhost\r\n\r\n');
    expectErrorShape(answer, 400, 'VALIDATION_ERROR', messages.malformedHttpRequest);
  });

  it('answers headers over the size limit with 431 HEADERS_TOO_LARGE', async () => {
    const answer = await sendRaw(`GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expectErrorShape(answer, 431, 'HEADERS_TOO_LARGE', messages.headersTooLarge);
  });

  it('still serves well-formed requests on the same listener', async () => {
    const answer = await sendRaw('GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    expect(answer.status).toBe(200);
  });
});
