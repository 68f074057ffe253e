/** OpenAPI document from the routes' zod schemas, browsable at /api/docs. */
import { apiErrorSchema } from '@ads-creative/contracts/errors';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

const bodyMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The answers Fastify and the error handler give before a route's own code runs, declared on every
 * route they apply to so no route has to repeat them: a body that does not parse (400), is too
 * large (413) or has an unknown content type (415), and a path parameter that does not decode (400).
 */
function declareFrameworkAnswers(route: RouteOptions) {
  const schema = route.schema as { hide?: boolean; params?: unknown; response?: Record<string, unknown> } | undefined;
  if (!schema || schema.hide) return;
  const takesBody = [route.method].flat().some((m) => bodyMethods.has(m));
  const framework = {
    ...(takesBody || schema.params || route.url.includes('*') ? { 400: apiErrorSchema } : {}),
    ...(takesBody ? { 413: apiErrorSchema, 415: apiErrorSchema } : {}),
  };
  schema.response = { ...framework, ...schema.response };
}

export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Ads Creative API', version: '1.0.0', description: 'Campaigns, ads, AI generation, analytics.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.addHook('onRoute', declareFrameworkAnswers);
}
