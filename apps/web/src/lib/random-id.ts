/**
 * A random id for client-side records (toasts, saved prompts). `crypto.randomUUID` exists only in
 * secure contexts (https or localhost); opened over plain http on a LAN address it is missing, while
 * `crypto.getRandomValues` is available everywhere, so that builds the id there instead.
 */
export function randomId(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  const bytes = c.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
