/**
 * Malformed requests for one operation, derived from its OpenAPI schema and its valid fixture
 * request: bad path ids, bad and repeated query values, bodies with fields missing, extra, of the
 * wrong type, null, 1 MB long, deeply nested or holding NUL bytes, invalid JSON, wrong content
 * types and empty bodies, plus seeded random JSON values (fast-check) for variety. Deterministic.
 */
import fc from 'fast-check';
import { multipart } from '../../src/modules/uploads/test-images.ts';
import type { JsonSchema, Operation, RequestParts } from './openapi-operations.ts';

/** One malformed request, built on the operation's current valid request (whose ids may be renewed between cases). */
export interface MalformedCase {
  name: string;
  build(base: RequestParts): RequestParts;
}

const MB = 1024 * 1024;
const deepArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/** Path ids: signs, fractions, other bases, 2^63 and beyond int4/int8, encodings, traversal, length. */
const badPathValues = [
  '-1',
  '0',
  '00',
  '1.5',
  '1e3',
  '0x1F',
  '+1',
  'abc',
  'null',
  'undefined',
  '%00',
  '1%00',
  '%20',
  '%201',
  '%2F',
  '%25',
  '%zz',
  '%EF%BC%91',
  '9223372036854775808',
  '-9223372036854775809',
  '18446744073709551616',
  '2147483648',
  '-2147483649',
  '99999999999999999999999999999999',
  '1'.repeat(90),
  'x'.repeat(2000),
  '%5B%5D',
  '%7B%7D',
  '1%27%20OR%20%271%27%3D%271',
  '..%2F..%2Fetc%2Fpasswd',
  '%E0%A4%A',
  '%C0%AF',
  'Ä',
  '%F0%9F%92%A5',
];

/** Query values (URL-encoded when sent): blanks, signs, NUL, 2^63, other digits, 1 MB, JSON-looking text. */
const badQueryValues = [
  '',
  ' ',
  '-1',
  '1.5',
  'abc',
  '\u0000',
  '1\u00002',
  '9223372036854775808',
  '-9223372036854775809',
  '1e3',
  '0x10',
  '١٢',
  '１',
  'x'.repeat(MB),
  '[]',
  '{"a":1}',
  'null',
  'true',
  '<script>alert(1)</script>',
  '\ud800',
  '💥',
  `${'9'.repeat(400)}`,
];

/** Raw JSON values put in place of a field: each type, null, extremes, NUL, lone surrogates, 1 MB, nesting. */
const badFieldValues: [string, string][] = [
  ['null', 'null'],
  ['true', 'true'],
  ['false', 'false'],
  ['zero', '0'],
  ['-1', '-1'],
  ['1.5', '1.5'],
  ['-0', '-0'],
  ['1e308', '1e308'],
  ['1e999 (Infinity)', '1e999'],
  ['-1e999', '-1e999'],
  ['2^63', '9223372036854775808'],
  ['2^64', '18446744073709551616'],
  ['30 digits', '123456789012345678901234567890'],
  ['empty string', '""'],
  ['blank string', '"   "'],
  ['NUL', '"\\u0000"'],
  ['text with NUL', '"a\\u0000b"'],
  ['lone surrogate', '"\\ud800"'],
  ['emoji and accents', '"💥 ünïcödé ✓"'],
  ['markup', '"<script>alert(1)</script>"'],
  ['SQL', `"' OR 1=1 --"`],
  ['numeric text', '"-1"'],
  ['2^63 text', '"9223372036854775808"'],
  ['not a date', '"2026-02-30"'],
  ['not a choice', '"NOT_A_CHOICE"'],
  ['1 MB string', JSON.stringify('x'.repeat(MB))],
  ['256 KB string', JSON.stringify('y'.repeat(256 * 1024))],
  ['empty array', '[]'],
  ['empty object', '{}'],
  ['array of null', '[null]'],
  ['mixed array', '[1,"a",{},[]]'],
  ['__proto__ object', '{"__proto__":{"admin":true}}'],
  ['constructor object', '{"constructor":{"prototype":{"admin":true}}}'],
  ['10,000 nested arrays', deepArray(10_000)],
  ['10,000 nested objects', deepObject(10_000)],
  ['100,000 numbers', `[${'1,'.repeat(99_999)}1]`],
];

/** Whole bodies that are no JSON object, or no JSON at all. */
const badRawBodies: [string, string][] = [
  ['null', 'null'],
  ['array', '[]'],
  ['string', '"text"'],
  ['number', '42'],
  ['true', 'true'],
  ['open brace', '{'],
  ['missing value', '{"a":}'],
  ['single quotes', "{'a':1}"],
  ['trailing comma', '{"a":1,}'],
  ['NaN', 'NaN'],
  ['NUL', '\u0000'],
  ['two objects', '{"a":1}{"b":2}'],
  ['blank', '   '],
  ['comment', '/* x */ {}'],
  ['10,000 nested arrays', deepArray(10_000)],
  ['10,000 nested objects', deepObject(10_000)],
  ['__proto__', '{"__proto__":{"admin":true}}'],
  ['constructor.prototype', '{"constructor":{"prototype":{"admin":true}}}'],
  ['duplicate keys', '{"a":1,"a":2}'],
  ['latin-1 bytes', '\xff\xfe{}'],
];

const wrongContentTypes = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/json;;;',
  'application/jsonx',
  'APPLICATION/JSON',
  'multipart/form-data',
  'multipart/form-data; boundary=guard',
  `application/json; x=${'y'.repeat(4096)}`,
  '*/*',
  ';',
];

/** The valid body as JSON text with the value at `path` replaced by raw JSON (or removed when raw is undefined). */
function bodyWith(body: unknown, path: (string | number)[], raw: string | undefined): string {
  const marker = '\u0001guard-value\u0001';
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let parent: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (raw === undefined) delete parent[last];
  else parent[last] = marker;
  const text = JSON.stringify(copy);
  return raw === undefined ? text : text.replace(JSON.stringify(marker), () => raw);
}

/** Every field the schema names (present in the fixture or not), nested objects and first array items too. */
function fieldPaths(schema: JsonSchema | undefined, value: unknown, prefix: (string | number)[] = [], depth = 0): (string | number)[][] {
  if (!schema || depth > 3) return [];
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  return Object.entries(properties).flatMap(([name, child]) => {
    const here = [...prefix, name];
    const inner = (value as Record<string, unknown> | undefined)?.[name];
    const nested =
      child.type === 'object' && inner && typeof inner === 'object'
        ? fieldPaths(child, inner, here, depth + 1)
        : child.type === 'array' && Array.isArray(inner) && inner.length > 0
          ? [[...here, 0], ...fieldPaths(child.items as JsonSchema, inner[0], [...here, 0], depth + 1)]
          : [];
    return [here, ...nested];
  });
}

function pathCases(op: Operation): MalformedCase[] {
  return op.pathParams.flatMap((name) =>
    badPathValues.map((value) => ({
      name: `path ${name}=${value.slice(0, 40)}`,
      build: (base: RequestParts) => ({ ...base, params: { ...base.params, [name]: value } }),
    })),
  );
}

/** A case that changes the query string only. */
const queryCase = (
  name: string,
  change: (query: Record<string, string | string[]>) => Record<string, string | string[]>,
): MalformedCase => ({
  name,
  build: (base) => ({ ...base, query: change({ ...base.query }) }),
});

function queryCases(op: Operation): MalformedCase[] {
  const perParam = op.queryParams.flatMap(({ name }) => [
    queryCase(`query ${name} missing`, ({ [name]: _, ...rest }) => rest),
    queryCase(`query ${name} repeated`, (q) => ({ ...q, [name]: [String(q[name] ?? '1'), '2'] })),
    ...badQueryValues.map((value) => queryCase(`query ${name}=${JSON.stringify(value.slice(0, 30))}`, (q) => ({ ...q, [name]: value }))),
  ]);
  const extra = ['unexpected', '__proto__', 'constructor', 'a[b]', 'x'.repeat(1000)].map((name) =>
    queryCase(`extra query ${name.slice(0, 20)}`, (q) => ({ ...q, [name]: '1' })),
  );
  return [...perParam, ...extra];
}

/** A case that replaces the body, sent with the given content type (none when null). */
const bodyCase = (
  name: string,
  body: (base: RequestParts) => string | Buffer | undefined,
  contentType: string | null = 'application/json',
): MalformedCase => ({
  name,
  build: (base) => ({ ...base, headers: contentType === null ? undefined : { 'content-type': contentType }, body: body(base) }),
});

/** The fixture's body as JSON text (an object the route does not expect when it takes no body). */
const validJson = (base: RequestParts) => JSON.stringify(base.body ?? { unexpected: true });

/** Fastify reads no body on GET: a few bodies show it stays ignored, more would send the same request again. */
const bodyIgnoredCases = () =>
  rawBodyCases().filter((c) => ['body over 1 MB', 'body: open brace', 'content type application/xml'].includes(c.name));

function rawBodyCases(): MalformedCase[] {
  const overOneMb = `{"pad":"${'x'.repeat(MB + 16)}"}`;
  return [
    bodyCase('no body', () => undefined, null),
    bodyCase('empty body, JSON content type', () => ''),
    bodyCase('body over 1 MB', () => overOneMb),
    ...badRawBodies.map(([name, body]) => bodyCase(`body: ${name}`, () => body)),
    ...wrongContentTypes.map((type) => bodyCase(`content type ${type.slice(0, 40)}`, validJson, type)),
    bodyCase('JSON without content type', (base) => Buffer.from(validJson(base)), null),
  ];
}

/** Seeded random values (any JSON, any code points) tried in every field, the same on every run. */
const anyCodePoint = fc.integer({ min: 0, max: 0x10ffff }).map((n) => String.fromCodePoint(n));
const randomFieldValues = [
  ...fc.sample(fc.jsonValue({ maxDepth: 2 }), { seed: 7, numRuns: 4 }),
  ...fc.sample(fc.string({ unit: anyCodePoint, minLength: 1, maxLength: 40 }), { seed: 7, numRuns: 2 }),
].map((v, i): [string, string] => [`random ${i}`, JSON.stringify(v)]);

function fieldCases(op: Operation, sampleBody: unknown): MalformedCase[] {
  return fieldPaths(op.jsonBody, sampleBody).flatMap((path) => {
    const where = path.join('.');
    const field = (name: string, at: (string | number)[], raw: string | undefined) =>
      bodyCase(`body ${where}: ${name}`, (base) => bodyWith(base.body, at, raw));
    const extraSibling =
      typeof path[path.length - 1] === 'string' ? [field('extra sibling', [...path.slice(0, -1), 'unexpectedField'], '"x"')] : [];
    return [
      field('missing', path, undefined),
      ...extraSibling,
      ...[...badFieldValues, ...randomFieldValues].map(([name, raw]) => field(name, path, raw)),
    ];
  });
}

/** Multipart uploads gone wrong: no file, the wrong field, garbage bytes, broken framing. */
function multipartCases(): MalformedCase[] {
  const form = (parts: Parameters<typeof multipart>[0]) => {
    const { payload, headers } = multipart(parts);
    return { headers, body: payload };
  };
  const file = (data: Buffer | string, extra: Partial<{ name: string; filename: string; contentType: string }> = {}) => ({
    name: 'file',
    filename: 'image.png',
    contentType: 'image/png',
    data: Buffer.from(data),
    ...extra,
  });
  const raw = (contentType: string, body: string | Buffer) => ({ headers: { 'content-type': contentType }, body });
  const cases: [string, RequestParts][] = [
    ['multipart without parts', form([])],
    ['only a text field', form([{ name: 'note', data: Buffer.from('hello') }])],
    ['file in the wrong field', form([file('\x89PNG', { name: 'image' })])],
    ['empty file', form([file('')])],
    ['garbage bytes', form([file(Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256)))])],
    ['text named .png', form([file('not an image')])],
    ['truncated PNG header', form([file('\x89PNG\r\n\x1a\n\0\0\0\rIHDR')])],
    [
      'SVG with script',
      form([file('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', { contentType: 'image/svg+xml' })]),
    ],
    ['HTML as GIF', form([file('GIF89a<html><script>alert(1)</script>', { contentType: 'image/gif' })])],
    ['two files', form([file('a'), file('b')])],
    ['NUL in the file name', form([file('x', { filename: 'a\0.png' })])],
    ['10 KB file name', form([file('x', { filename: `${'n'.repeat(10_000)}.png` })])],
    ['path in the file name', form([file('x', { filename: '../../etc/passwd' })])],
    ['no boundary', raw('multipart/form-data', 'garbage')],
    ['wrong boundary', raw('multipart/form-data; boundary=nothere', '--other\r\n\r\nx\r\n--other--\r\n')],
    [
      'unterminated part',
      raw('multipart/form-data; boundary=b', '--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc'),
    ],
    ['part without headers', raw('multipart/form-data; boundary=b', '--b\r\n\r\nabc\r\n--b--\r\n')],
    ['empty multipart body', raw('multipart/form-data; boundary=b', '')],
    ['JSON instead', raw('application/json', '{"file":"x"}')],
    ['invalid JSON instead', raw('application/json', '{')],
    ['url-encoded instead', raw('application/x-www-form-urlencoded', 'file=x')],
    ['plain text instead', raw('text/plain', 'file')],
    ['raw PNG bytes', raw('image/png', '\x89PNG')],
    ['no body', {}],
    [
      'over 10 MB declared',
      { headers: { 'content-type': 'multipart/form-data; boundary=b', 'content-length': String(11 * MB) }, body: '--b--' },
    ],
  ];
  return cases.map(([name, parts]) => ({ name, build: () => parts }));
}

/** Random JSON documents in place of the body (seeded, so every run sends the same). */
const randomBodies = fc
  .sample(fc.jsonValue({ maxDepth: 3 }), { seed: 42, numRuns: 20 })
  .map((v, i) => bodyCase(`random body ${i}`, () => JSON.stringify(v)));

/**
 * Days at and past the edges of what the API takes (2000-01-01..2099-12-31, decision 165) and of what
 * 'YYYY-MM-DD' can write: the first years (which JavaScript reads as 1900s), the last day of year 9999,
 * the day after it (which sorts before it as text), just outside the bounds, and far ahead.
 */
const edgeDays = ['0001-01-01', '0000-01-01', '1999-12-31', '2100-01-01', '2999-06-15', '9999-12-31', '+010000-01-01'];
/** Periods `a..b` of those days, and of one of them with a day inside the bounds. */
const edgePeriods = [
  ...edgeDays.map((day) => `${day}..${day}`),
  '0001-01-01..0003-12-31',
  '1999-12-31..2000-01-01',
  '2099-12-31..2100-01-01',
  '2026-01-01..+010000-01-01',
  '9999-12-30..+010000-01-01',
  '2026-01-01..9999-12-31',
];

export type DateKind = 'date' | 'date-time' | 'date-period';
const dateKinds: readonly string[] = ['date', 'date-time', 'date-period'];
const edgeValues: Record<DateKind, string[]> = {
  date: edgeDays,
  'date-time': edgeDays.map((day) => `${day}T00:00:00Z`),
  'date-period': edgePeriods,
};

/** The date kind a schema declares (`format`), itself or in one of its alternatives (a nullable date, a range or a period). */
function dateKindOf(schema: JsonSchema | undefined): DateKind | null {
  if (!schema) return null;
  if (schema.format && dateKinds.includes(schema.format)) return schema.format as DateKind;
  const alternatives = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])] as JsonSchema[];
  return alternatives.map(dateKindOf).find((kind) => kind !== null) ?? null;
}

/** A date, date-time or period the operation takes, as its OpenAPI document declares it. */
export interface DateInput {
  in: 'query' | 'body';
  path: (string | number)[];
  kind: DateKind;
}

function bodyDateInputs(schema: JsonSchema | undefined, prefix: string[] = [], depth = 0): DateInput[] {
  if (!schema || depth > 3) return [];
  return Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>).flatMap(([name, child]) => {
    const kind = dateKindOf(child);
    if (kind) return [{ in: 'body' as const, path: [...prefix, name], kind }];
    return child.type === 'object' ? bodyDateInputs(child, [...prefix, name], depth + 1) : [];
  });
}

/** Every date input of an operation, found from the document (query parameters and JSON body fields). */
export function dateInputsOf(op: Operation): DateInput[] {
  const query = op.queryParams.flatMap(({ name, schema }) => {
    const kind = dateKindOf(schema);
    return kind ? [{ in: 'query' as const, path: [name], kind }] : [];
  });
  return [...query, ...(op.multipart ? [] : bodyDateInputs(op.jsonBody))];
}

/** The operation's valid request with each date input set, one at a time, to each edge value of its kind. */
export function dateEdgeCases(op: Operation): MalformedCase[] {
  return dateInputsOf(op).flatMap((input) =>
    edgeValues[input.kind].map((value): MalformedCase => {
      const name = `${input.in} ${input.path.join('.')}=${value}`;
      if (input.in === 'query') return queryCase(name, (q) => ({ ...q, [input.path[0] as string]: value }));
      return bodyCase(name, (base) => bodyWith(base.body ?? {}, input.path, JSON.stringify(value)));
    }),
  );
}

/** Every malformed request for the operation; `sample` is its valid fixture request (for the body's shape). */
export function malformedCases(op: Operation, sample: RequestParts): MalformedCase[] {
  const urlCases = [...pathCases(op), ...queryCases(op)];
  if (op.multipart) return [...urlCases, ...multipartCases()];
  if (op.method === 'GET' || op.method === 'HEAD') return [...urlCases, ...bodyIgnoredCases()];
  const bodyCases = op.jsonBody ? [...rawBodyCases(), ...fieldCases(op, sample.body ?? {}), ...randomBodies] : rawBodyCases();
  return [...urlCases, ...bodyCases];
}
