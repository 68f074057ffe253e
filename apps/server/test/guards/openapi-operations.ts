/**
 * The operations of the app's own OpenAPI document (`/api/docs/json`), as the guard tests walk
 * them, and the one way a guard turns an operation plus filled-in values into an `inject` request.
 */
import type { InjectOptions } from 'fastify';
import type { OpenAPIV3 } from 'openapi-types';
import type { App } from '../../src/app.ts';

export type OpenApiDocument = OpenAPIV3.Document;
export type JsonSchema = OpenAPIV3.SchemaObject;

export interface Operation {
  /** `METHOD /path/{param}`, the key of the route's entry in route-fixtures.ts. */
  key: string;
  method: Uppercase<string>;
  path: string;
  spec: OpenAPIV3.OperationObject;
  secured: boolean;
  pathParams: string[];
  queryParams: { name: string; schema: JsonSchema }[];
  /** The application/json body schema, when the operation takes one. */
  jsonBody?: JsonSchema;
  multipart: boolean;
}

const methods = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'] as const;

export async function fetchDocument(app: App): Promise<OpenApiDocument> {
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  if (res.statusCode !== 200) throw new Error(`GET /api/docs/json answered ${res.statusCode}`);
  return res.json();
}

export function operationsOf(doc: OpenApiDocument): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    methods.flatMap((m) => {
      const spec = item?.[m];
      if (!spec) return [];
      const parameters = (spec.parameters ?? []) as OpenAPIV3.ParameterObject[];
      const content = (spec.requestBody as OpenAPIV3.RequestBodyObject | undefined)?.content ?? {};
      return [
        {
          key: `${m.toUpperCase()} ${path}`,
          method: m.toUpperCase() as Uppercase<string>,
          path,
          spec,
          secured: (spec.security ?? doc.security ?? []).length > 0,
          pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
          queryParams: parameters.filter((p) => p.in === 'query').map((p) => ({ name: p.name, schema: (p.schema ?? {}) as JsonSchema })),
          jsonBody: content['application/json']?.schema as JsonSchema | undefined,
          multipart: 'multipart/form-data' in content,
        },
      ];
    }),
  );
}

export interface RequestParts {
  /** Path parameter values, put into the URL as they are (a test's odd value is not re-encoded). */
  params?: Record<string, string>;
  /** Query string values; an array repeats the name. */
  query?: Record<string, string | string[]>;
  headers?: Record<string, string>;
  /** Sent as it is when a string or Buffer, else as JSON. */
  body?: unknown;
}

export function requestFor(operation: Operation, parts: RequestParts): InjectOptions {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = parts.params?.[name];
    if (value === undefined) throw new Error(`${operation.key}: no value for path parameter ${name}`);
    return value;
  });
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(parts.query ?? {})) {
    for (const v of [value].flat()) query.append(name, v);
  }
  const search = query.size > 0 ? `?${query}` : '';
  const options: InjectOptions = { method: operation.method as InjectOptions['method'], url: path + search, headers: { ...parts.headers } };
  if (parts.body !== undefined) {
    const raw = typeof parts.body === 'string' || Buffer.isBuffer(parts.body);
    options.payload = raw ? (parts.body as string | Buffer) : JSON.stringify(parts.body);
    if (!raw) options.headers = { 'content-type': 'application/json', ...options.headers };
  }
  return options;
}
