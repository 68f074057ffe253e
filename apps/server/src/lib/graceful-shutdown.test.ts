/** gracefulShutdown on a bare Fastify app listening on the loopback, with the exit recorded instead of made. */
import net from 'node:net';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { gracefulShutdown } from './graceful-shutdown.ts';

async function listening() {
  const app = Fastify();
  app.post('/echo', async (request) => request.body);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const exits: number[] = [];
  const closed: string[] = [];
  const shutdown = (deadlineMs: number) =>
    gracefulShutdown({ app, deadlineMs, closeRest: async () => void closed.push('rest'), exit: (code) => void exits.push(code) });
  return { app, port: (app.server.address() as net.AddressInfo).port, exits, closed, shutdown };
}

describe('gracefulShutdown', () => {
  it('with nothing in flight closes the server and the rest, and exits 0 at once', async () => {
    const { exits, closed, shutdown } = await listening();
    const started = Date.now();
    await shutdown(5000)('SIGTERM');
    expect(Date.now() - started).toBeLessThan(1000);
    expect({ exits, closed }).toEqual({ exits: [0], closed: ['rest'] });
  });

  it('cuts a request whose body never comes at the deadline, then exits 1; a second signal exits at once', async () => {
    const { port, exits, closed, shutdown } = await listening();
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    const cut = new Promise((resolve) => socket.once('close', resolve));
    socket.write('POST /echo HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"a":');
    await new Promise((resolve) => setTimeout(resolve, 50));

    const stop = shutdown(300);
    const started = Date.now();
    const first = stop('SIGTERM');
    await stop('SIGINT');
    expect(exits).toEqual([1]);
    await first;
    await cut;
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect({ exits, closed }).toEqual({ exits: [1, 1], closed: ['rest'] });
  });
});
