/**
 * The sandbox's targeting look-ups (decision 178), in Meta's wire format: GET /search?type=adgeolocation|
 * adinterest|adlocale over the simulated catalogue, and GET /act_{id}/reachestimate?targeting_spec=… with the
 * simulated estimate (`data: { users_lower_bound, users_upper_bound, estimate_ready }`). The answers are pure
 * functions, which the suite's Graph fake (test/fakes/facebook-graph-fake.ts) serves too.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { GraphError, type SandboxContext } from './sandbox-context.ts';
import { matching, SANDBOX_INTERESTS, SANDBOX_LOCALES, SANDBOX_PLACES } from './targeting-catalogue.ts';
import { checkTargeting, estimateAudience, type TargetingSpecIn } from './targeting-rules.ts';

const SEARCH_TYPES = ['adgeolocation', 'adinterest', 'adlocale'];
/** Everyone in the catalogue's countries: what an interest's global audience size is a share of. */
const WORLD_PEOPLE = SANDBOX_PLACES.filter((p) => p.type === 'country').reduce((sum, p) => sum + p.people, 0);

const invalid = (message: string, subcode?: number) =>
  new GraphError(400, { code: 100, message: `(#100) ${message}`, error_subcode: subcode });

function locationTypes(raw: unknown): string[] {
  if (Array.isArray(raw)) return raw.map(String);
  return typeof raw === 'string' && raw ? [raw] : ['country', 'region', 'city'];
}

/** Meta's answer to GET /search for these parameters (JSON values decoded), from the simulated catalogue. */
export function targetingSearchAnswer(p: Record<string, unknown>) {
  const type = String(p.type ?? '');
  if (!SEARCH_TYPES.includes(type)) throw invalid(`Param type must be one of {${SEARCH_TYPES.join(', ')}}`);
  const q = String(p.q ?? '');
  const limit = Math.max(1, Math.min(1000, Number(p.limit) || 25));
  if (type === 'adgeolocation') {
    const types = locationTypes(p.location_types);
    const data = matching(SANDBOX_PLACES, q)
      .filter((place) => types.includes(place.type))
      .slice(0, limit)
      .map(({ people: _, aliases: __, ...place }) => ({ ...place, supports_region: true, supports_city: true }));
    return { data };
  }
  if (type === 'adinterest') {
    const data = matching(SANDBOX_INTERESTS, q)
      .slice(0, limit)
      .map((i) => ({
        id: i.id,
        name: i.name,
        audience_size_lower_bound: Math.round(WORLD_PEOPLE * i.share * 0.9),
        audience_size_upper_bound: Math.round(WORLD_PEOPLE * i.share * 1.06),
        path: i.path,
        topic: i.topic,
      }));
    return { data };
  }
  return {
    data: matching(SANDBOX_LOCALES, q)
      .slice(0, limit)
      .map((l) => ({ key: l.key, name: l.name })),
  };
}

/** Meta's answer to GET /act_{id}/reachestimate for this targeting_spec (decoded), or the Graph error it refuses it with. */
export function reachEstimateAnswer(spec: unknown) {
  if (!spec || typeof spec !== 'object') throw invalid('The parameter targeting_spec is required');
  checkTargeting(spec as TargetingSpecIn, { requireAdvantageFlag: false });
  const { lower, upper } = estimateAudience(spec as TargetingSpecIn);
  return { data: { users_lower_bound: lower, users_upper_bound: upper, estimate_ready: true } };
}

export function registerTargetingRoutes(app: FastifyInstance, ctx: SandboxContext) {
  app.get('/search', async (request) => {
    ctx.personOf(request);
    return targetingSearchAnswer(ctx.params(request));
  });

  /** The ad account of the path, the caller's. */
  const accountOf = (request: FastifyRequest) => {
    const person = ctx.personOf(request);
    const id = (request.params as { account: string }).account.replace(/^act_/, '');
    const account = ctx.world.account(id);
    if (!account || account.owner !== person.id)
      throw new GraphError(400, {
        code: 100,
        error_subcode: 33,
        message: `Unsupported request: act_${id} does not exist or cannot be loaded due to missing permissions`,
      });
    return account;
  };

  app.get('/act_:account/reachestimate', async (request) => {
    accountOf(request);
    return reachEstimateAnswer(ctx.params(request).targeting_spec);
  });
}
