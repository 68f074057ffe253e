/**
 * What the sandbox's route files share with the server that registers them (graph-sandbox.ts): the
 * context they read (world, clock, caller, review delay) and the Graph error they throw. In a file of
 * its own so that the server imports the routes and the routes import this, never each other.
 */
import type { FastifyRequest } from 'fastify';
import type { SandboxPerson, SandboxWorld } from './sandbox-world.ts';

/** An error body as Facebook sends it under `error` (type and fbtrace_id are added when it is sent). */
export interface GraphErrorBody {
  code: number;
  error_subcode?: number;
  message?: string;
  error_user_title?: string;
  error_user_msg?: string;
  type?: string;
}

export class GraphError extends Error {
  constructor(
    readonly status: number,
    readonly body: GraphErrorBody,
  ) {
    super(body.message);
  }
}

export type SandboxContext = {
  world: SandboxWorld;
  clock: () => Date;
  personOf: (request: FastifyRequest) => SandboxPerson;
  params: (request: FastifyRequest) => Record<string, unknown>;
  seed: number;
  pageSize: number;
  /** How long a new ad stays PENDING_REVIEW (ms of the sandbox clock). */
  reviewMs: number;
  /** The sandbox's origin, as FACEBOOK_GRAPH_URL is (paging links add the request's own versioned path). */
  graphBase: () => string;
};
