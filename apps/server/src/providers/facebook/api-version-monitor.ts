/**
 * Whether Facebook still accepts the configured Graph API version, as its answers tell (decision 176): the
 * `X-Ad-Api-Version-Warning` header (Meta auto-upgraded a call to an expired version) or error 2635 (Meta
 * refused a retired one). The first sign of each kind is logged once with what to change, and `/api/ready`
 * reports it as a degraded check. One monitor per app, so once per process.
 */
import type { GraphAnswer } from './graph-client.ts';
import { DEFAULT_API_VERSION } from './graph-version.ts';

export const VERSION_WARNING_HEADER = 'x-ad-api-version-warning';
/** Meta's code for a call to a version retired for ads: "(#2635) You are calling a deprecated version of the Ads API". */
export const RETIRED_VERSION_CODE = 2635;

export interface ApiVersionProblem {
  kind: 'retired' | 'auto_upgraded';
  /** For the operator: what Facebook said and what to change. */
  detail: string;
}

export type ApiVersionCheck = { status: 'ok' } | { status: 'degraded'; detail: string };

const WHAT_TO_DO = `Set FACEBOOK_API_VERSION to a version Meta still supports (this build targets ${DEFAULT_API_VERSION}) and restart.`;

/** What one answer says about the version (pure); null when nothing. */
export function versionProblem(answer: GraphAnswer, version: string): ApiVersionProblem | null {
  if (answer.errorCode === RETIRED_VERSION_CODE) {
    return { kind: 'retired', detail: `Facebook refuses Graph API ${version} for ads (error 2635). ${WHAT_TO_DO}` };
  }
  const warning = answer.headers.get(VERSION_WARNING_HEADER)?.trim();
  if (warning) {
    return {
      kind: 'auto_upgraded',
      detail: `Facebook answered a ${version} call with X-Ad-Api-Version-Warning ("${warning.slice(0, 300)}"): the version is expiring and calls may be auto-upgraded with other defaults. ${WHAT_TO_DO}`,
    };
  }
  return null;
}

export function createApiVersionMonitor(opts: { version: string; log: (message: string) => void }) {
  const seen = new Map<ApiVersionProblem['kind'], ApiVersionProblem>();
  return {
    /** Hand every Graph answer here (the graph client's onAnswer). */
    observe(answer: GraphAnswer) {
      const problem = versionProblem(answer, opts.version);
      if (!problem || seen.has(problem.kind)) return;
      seen.set(problem.kind, problem);
      opts.log(problem.detail);
    },
    /** For /api/ready: a refusal outweighs a warning. */
    check(): ApiVersionCheck {
      const problem = seen.get('retired') ?? seen.get('auto_upgraded');
      return problem ? { status: 'degraded', detail: problem.detail } : { status: 'ok' };
    },
  };
}

export type ApiVersionMonitor = ReturnType<typeof createApiVersionMonitor>;
