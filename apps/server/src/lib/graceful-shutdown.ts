/**
 * Stopping on SIGTERM/SIGINT with a deadline (decision 170): the server stops taking connections and
 * lets the requests in flight finish for up to `deadlineMs`; then it cuts the connections still open
 * (a stuck request, a half-sent upload), closes what is left (database, sandbox) and exits, 1 when it
 * had to cut. A second signal exits at once; a backstop exits if closing itself hangs.
 */
import type { FastifyInstance } from 'fastify';

/** How long closing the database and the rest may take after the deadline before the process just exits. */
export const SHUTDOWN_BACKSTOP_MS = 5_000;

export function gracefulShutdown(opts: {
  app: FastifyInstance;
  deadlineMs: number;
  /** Closes what the app does not own (the database, the sandbox), after the HTTP server. */
  closeRest: () => Promise<void>;
  exit?: (code: number) => void;
}) {
  const { app, deadlineMs } = opts;
  const exit = opts.exit ?? ((code: number) => process.exit(code));
  let closing = false;
  return async (signal: string) => {
    if (closing) {
      app.log.warn({ signal }, 'second signal during shutdown: exiting now');
      return exit(1);
    }
    closing = true;
    app.log.info({ signal, deadlineMs }, 'shutting down: finishing in-flight requests');
    let cut = false;
    const deadline = setTimeout(() => {
      cut = true;
      app.log.warn({ deadlineMs }, 'shutdown deadline reached: closing the connections still open');
      app.server.closeAllConnections();
    }, deadlineMs);
    const backstop = setTimeout(() => exit(1), deadlineMs + SHUTDOWN_BACKSTOP_MS);
    backstop.unref();
    try {
      await app.close();
      clearTimeout(deadline);
      await opts.closeRest();
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      cut = true;
    }
    clearTimeout(backstop);
    exit(cut ? 1 : 0);
  };
}
