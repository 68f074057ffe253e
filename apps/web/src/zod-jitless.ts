/**
 * Zod builds fast object parsers with `new Function`, and probes for it first; the app's
 * Content-Security-Policy forbids eval (decision 060), and Chromium reports even the caught probe as a
 * violation. Zod reads its settings when a schema is built, so main.tsx imports this module first.
 * Zod takes its settings object from this global when it loads (so that copies of it share them):
 * setting it here keeps Zod's code out of the first download; z.config({ jitless: true }) would pull it in.
 * The browser test of the CSP fails if this ever stops working.
 */
const global = globalThis as { __zod_globalConfig?: Record<string, unknown> };
global.__zod_globalConfig = { ...global.__zod_globalConfig, jitless: true };

export {};
