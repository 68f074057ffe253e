/**
 * Sends bytes to a listening app over a plain TCP socket and returns the status and body. For requests
 * no HTTP client (nor `inject`) would send as written, such as a raw `#` in the request target.
 */
import net from 'node:net';
import type { FastifyInstance } from 'fastify';

export async function rawRequest(app: FastifyInstance, requestLine: string) {
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('rawRequest needs an app listening on TCP');
  const response = await new Promise<string>((resolve, reject) => {
    const socket = net.connect(address.port, '127.0.0.1');
    let data = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      data += chunk;
    });
    socket.on('end', () => resolve(data));
    socket.on('error', reject);
    socket.write(`${requestLine}\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
  });
  const [head = '', body = ''] = response.split('\r\n\r\n', 2);
  return { status: Number(head.split(' ')[1]), head, body };
}
