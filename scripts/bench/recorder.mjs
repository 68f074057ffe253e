// Timed HTTP calls and what the reliability bench keeps of them: per operation the latencies and the
// count, and every failure with its status, time and whether its body had the API's error shape.

/** No request may take longer than this: past it, the bench counts a hang. */
export const REQUEST_TIMEOUT_MS = 10_000;

/**
 * fetch with a time-out; never throws. Answers `{ status, body, contentType, ms, error }`: status 0
 * with `error` when no answer came (refused, reset, timed out); body is the parsed JSON or null.
 */
export async function timedFetch(base, method, url, { headers = {}, body } = {}) {
  const started = performance.now();
  try {
    const res = await fetch(`${base}${url}`, { method, headers, body, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
    const contentType = res.headers.get('content-type');
    const raw = Buffer.from(await res.arrayBuffer());
    let parsed = null;
    if (contentType?.includes('json')) {
      try {
        parsed = JSON.parse(raw.toString('utf8'));
      } catch {}
    }
    return { status: res.status, body: parsed, contentType, ms: performance.now() - started };
  } catch (e) {
    const error = e.name === 'TimeoutError' ? `no answer within ${REQUEST_TIMEOUT_MS} ms` : (e.cause?.code ?? e.message);
    return { status: 0, body: null, contentType: null, ms: performance.now() - started, error };
  }
}

export const createRecorder = () => ({ ops: new Map(), errors: [], started: performance.now() });

/** Keeps one call: its latency under `op`, and a failure when its status is not one of `expected`. */
export function record(recorder, op, res, expected) {
  if (!recorder.ops.has(op)) recorder.ops.set(op, { ms: [], errors: 0 });
  const entry = recorder.ops.get(op);
  entry.ms.push(res.ms);
  if (expected.includes(res.status)) return;
  entry.errors++;
  recorder.errors.push({
    op,
    at: performance.now(),
    status: res.status,
    ms: res.ms,
    errorShape: typeof res.body?.code === 'string' && typeof res.body?.message === 'string',
    detail: res.error ?? (res.body ? JSON.stringify(res.body).slice(0, 200) : ''),
  });
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;

/** Rows per operation and a total row: requests, req/s over `seconds`, p50/p99 ms, errors. */
export function summarize(recorder, seconds) {
  const row = (label, ms, errors) => {
    const sorted = [...ms].sort((a, b) => a - b);
    return { label, requests: ms.length, rps: ms.length / seconds, p50: quantile(sorted, 0.5), p99: quantile(sorted, 0.99), errors };
  };
  const ops = [...recorder.ops.entries()].sort(([a], [b]) => a.localeCompare(b));
  return [
    ...ops.map(([op, e]) => row(op, e.ms, e.errors)),
    row(
      'all',
      ops.flatMap(([, e]) => e.ms),
      ops.reduce((s, [, e]) => s + e.errors, 0),
    ),
  ];
}
