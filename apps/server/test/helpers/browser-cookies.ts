/**
 * A browser as far as cookies go, for inject()-driven tests of flows bound to the browser that started
 * them (the Facebook login and connect, decision 167): what the server set, sent back on later requests.
 */
import type { LightMyRequestResponse } from 'fastify';

export interface Browser {
  cookies: Record<string, string>;
}

export const newBrowser = (): Browser => ({ cookies: {} });

/** Keeps the cookies an answer set (a Max-Age of 0 removes one), as a browser would. */
export function keepCookies(browser: Browser, res: LightMyRequestResponse): void {
  for (const c of res.cookies as { name: string; value: string; maxAge?: number }[]) {
    if (c.maxAge === 0) delete browser.cookies[c.name];
    else browser.cookies[c.name] = c.value;
  }
}
