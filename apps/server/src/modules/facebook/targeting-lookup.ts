/**
 * Targeting look-ups for the connected user (decision 178): places, interests and languages from Meta's search,
 * and the estimated audience of a targeting from the ad account's reach estimate. Without a Facebook connection
 * both answer 400 with what to do; a token Facebook no longer accepts marks the connection for reconnecting.
 */
import { placeOverlaps, type Targeting } from '@ads-creative/contracts/targeting';
import {
  type ReachEstimate,
  type TargetingSearchItem,
  type TargetingSearchType,
  TOO_NARROW_BELOW,
  targetingMessages,
} from '@ads-creative/contracts/targeting-search';
import { AppError } from '../../lib/errors.ts';
import type { GraphClient } from '../../providers/facebook/graph-client.ts';
import { reachEstimate, searchTargeting } from '../../providers/facebook/targeting-search.ts';
import type { ConnectionService } from './connection.service.ts';
import { targetingSpec } from './publish/targeting-spec.ts';

/** Meta's search for the connected user: what the targeting parser resolves places and interests with. */
export type TargetingSearch = (userId: number, type: TargetingSearchType, q: string) => Promise<TargetingSearchItem[]>;

export function createTargetingLookup(deps: {
  graph: GraphClient | null;
  /** The user's Facebook token, undefined when they have not connected Facebook. */
  userToken: (userId: number) => Promise<string | undefined>;
  connection: Pick<ConnectionService, 'withToken' | 'account' | 'checkChoice'>;
  /** Facebook is the simulated one (FACEBOOK_SANDBOX): answers say so. */
  sandbox: boolean;
}) {
  /** The graph client, once the user has a token (else the 400 saying to connect). */
  async function connected(userId: number): Promise<GraphClient> {
    if (!deps.graph || !(await deps.userToken(userId))) throw new AppError('VALIDATION_ERROR', targetingMessages.needsFacebook);
    return deps.graph;
  }

  const search: TargetingSearch = async (userId, type, q) => {
    const graph = await connected(userId);
    return deps.connection.withToken(userId, (_m, token) => searchTargeting(graph, token, type, q));
  };

  return {
    search,
    sandbox: deps.sandbox,

    /**
     * The estimate on the given ad account, else the connection's default one. Places that overlap, and a given
     * account the login cannot use (decision 181's check), are refused first in the app's words, not Facebook's.
     */
    async reachEstimate(userId: number, targeting: Targeting, adAccountId?: string): Promise<ReachEstimate> {
      const graph = await connected(userId);
      const [overlap] = placeOverlaps(targeting);
      if (overlap) throw new AppError('VALIDATION_ERROR', overlap, [{ path: 'targeting', message: overlap }]);
      if (adAccountId) await deps.connection.checkChoice(userId, { adAccountId });
      const account = adAccountId ?? (await deps.connection.account(userId)).adAccountId;
      const estimate = await deps.connection.withToken(userId, (_m, token) =>
        reachEstimate(graph, token, account, targetingSpec(targeting)),
      );
      return { ...estimate, tooNarrow: estimate.ready && estimate.upper < TOO_NARROW_BELOW, sandbox: deps.sandbox };
    },
  };
}

export type TargetingLookup = ReturnType<typeof createTargetingLookup>;
