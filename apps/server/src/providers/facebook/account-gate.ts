/**
 * The per-ad-account gate of the Graph client (decision 177): what each answer's usage headers and throttling
 * errors say is kept in process, keyed by ad account id, and no call of a blocked account is sent. A short
 * block (up to `maxAwaitMs`) is waited out; a longer one throws GraphThrottledError with `resumesAt`, so no
 * request or job is held: the job reschedules itself, the user reads when to try again. Clock and sleep are
 * injected (tests measure waits on the fakes' request logs, not by timing).
 */
import { isRateLimit } from './graph-error.ts';
import {
  announcedWaitMs,
  BLOCKED_DEFAULT_MS,
  type HeaderSource,
  parseUsageHeaders,
  slowDownMs,
  type UsageReport,
} from './usage-headers.ts';

/** Facebook asked the app to slow down for this ad account: nothing is sent for it before `resumesAt`. */
export class GraphThrottledError extends Error {
  constructor(
    readonly adAccountId: string,
    readonly resumesAt: Date,
    /** The Graph error code that announced it, when an answer was an error (17, 613, 4, 80004 …). */
    readonly graphCode?: number,
  ) {
    super(`Facebook asked us to slow down for ad account ${adAccountId} until ${resumesAt.toISOString()}`);
    this.name = 'GraphThrottledError';
  }
}

/** Blocks up to this long are awaited before the call (a few seconds); longer ones throw. */
export const MAX_AWAIT_MS = 5000;
/** Most accounts remembered as blocked at once; an expired block is forgotten first. */
const MAX_BLOCKED = 10_000;

/** The account of a Graph URL or path (`/v27.0/act_123/insights` → '123'), if it names one. */
export function accountInPath(pathOrUrl: string): string | undefined {
  return /\/act_(\d{1,20})(?:[/?]|$)/.exec(pathOrUrl)?.[1];
}

/**
 * How long each account must wait after an answer: the account of the call by the whole report (a throttling
 * error at least the announced time, else BLOCKED_DEFAULT_MS), and each business object the usage header
 * names by its own entry. Pure.
 */
export function waitsAfterAnswer(report: UsageReport, adAccountId: string | undefined, errorCode?: number): Map<string, number> {
  const waits = new Map<string, number>();
  for (const [id, usage] of Object.entries(report.businessUseCases)) {
    const ms = slowDownMs({ businessUseCases: { [id]: usage } });
    if (ms > 0 && /^\d{1,20}$/.test(id)) waits.set(id, ms);
  }
  if (adAccountId) {
    const throttled = errorCode !== undefined && isRateLimit(errorCode);
    const ms = Math.max(slowDownMs(report), throttled ? (announcedWaitMs(report) ?? BLOCKED_DEFAULT_MS) : 0);
    if (ms > 0) waits.set(adAccountId, Math.max(ms, waits.get(adAccountId) ?? 0));
  }
  return waits;
}

export interface AccountGate {
  /** Before a call of the account: resolves at once, or after a short wait; throws GraphThrottledError when blocked longer. */
  beforeCall(adAccountId: string): Promise<void>;
  /** After any answer (errors too): records what it says; when the account of the call is blocked now, until when. */
  afterAnswer(adAccountId: string | undefined, headers: HeaderSource, errorCode?: number): Date | undefined;
  /** When the account may call again, if it is blocked. */
  blockedUntil(adAccountId: string): Date | undefined;
}

export function createAccountGate(
  opts: { clock?: () => Date; sleep?: (ms: number) => Promise<void>; maxAwaitMs?: number } = {},
): AccountGate {
  const clock = opts.clock ?? (() => new Date());
  const sleep = opts.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const maxAwaitMs = opts.maxAwaitMs ?? MAX_AWAIT_MS;
  const blocked = new Map<string, number>();

  function blockedUntil(adAccountId: string): Date | undefined {
    const until = blocked.get(adAccountId);
    if (until === undefined) return undefined;
    if (until > clock().getTime()) return new Date(until);
    blocked.delete(adAccountId);
    return undefined;
  }

  function block(adAccountId: string, until: number) {
    if (until <= (blocked.get(adAccountId) ?? 0)) return;
    if (!blocked.has(adAccountId) && blocked.size >= MAX_BLOCKED) {
      const now = clock().getTime();
      for (const [id, t] of blocked) if (t <= now) blocked.delete(id);
      if (blocked.size >= MAX_BLOCKED) blocked.delete(blocked.keys().next().value as string);
    }
    blocked.set(adAccountId, until);
  }

  return {
    blockedUntil,
    async beforeCall(adAccountId) {
      const until = blockedUntil(adAccountId);
      if (!until) return;
      const ms = until.getTime() - clock().getTime();
      if (ms > maxAwaitMs) throw new GraphThrottledError(adAccountId, until);
      await sleep(ms);
    },
    afterAnswer(adAccountId, headers, errorCode) {
      const now = clock().getTime();
      for (const [id, ms] of waitsAfterAnswer(parseUsageHeaders(headers), adAccountId, errorCode)) block(id, now + ms);
      return adAccountId ? blockedUntil(adAccountId) : undefined;
    },
  };
}
