/**
 * A local stand-in for an S3-compatible object store over real HTTP on 127.0.0.1, speaking the S3
 * REST wire format the official SDK uses with `forcePathStyle`: PUT/GET/HEAD/DELETE /<bucket>/<key>, with
 * ETag, Content-Type, Cache-Control and Last-Modified, and S3's XML errors (NoSuchKey, NoSuchBucket,
 * AccessDenied when the request is not SigV4-signed with the expected access key). Bodies sent with
 * `Content-Encoding: aws-chunked` are decoded. Objects are kept in memory; requests are recorded.
 */
import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeS3Object {
  body: Buffer;
  contentType: string;
  cacheControl?: string;
  etag: string;
  lastModified: Date;
}

export interface RecordedS3Request {
  method: string;
  bucket: string;
  key: string;
  headers: http.IncomingHttpHeaders;
}

const xmlEscape = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

function sendError(res: http.ServerResponse, method: string, status: number, code: string, message: string, resource: string) {
  res.writeHead(status, { 'content-type': 'application/xml', 'x-amz-request-id': randomBytes(8).toString('hex') });
  // HEAD answers carry no body; the SDK reads the status alone.
  if (method === 'HEAD') return res.end();
  res.end(
    `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${xmlEscape(message)}</Message>` +
      `<Resource>${xmlEscape(resource)}</Resource><RequestId>${randomBytes(8).toString('hex')}</RequestId></Error>`,
  );
}

/** Decodes `aws-chunked` framing: `<hex size>[;chunk-signature=…]\r\n<data>\r\n` … `0\r\n` [trailers]. */
function decodeAwsChunked(raw: Buffer): Buffer {
  const out: Buffer[] = [];
  let pos = 0;
  while (pos < raw.length) {
    const lineEnd = raw.indexOf('\r\n', pos);
    if (lineEnd < 0) break;
    const size = Number.parseInt(raw.subarray(pos, lineEnd).toString('latin1').split(';')[0] ?? '', 16);
    if (!Number.isFinite(size) || size === 0) break;
    out.push(raw.subarray(lineEnd + 2, lineEnd + 2 + size));
    pos = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(out);
}

export async function startS3Fake(opts: { bucket: string; accessKeyId: string }) {
  const objects = new Map<string, FakeS3Object>();
  const requests: RecordedS3Request[] = [];
  /** Set to make every DELETE fail with 500 InternalError, as a store having an outage does. */
  const faults = { deletes: false };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const method = req.method ?? 'GET';
      const url = new URL(req.url ?? '/', 'http://s3.local');
      const [bucket = '', ...rest] = url.pathname.slice(1).split('/');
      const key = rest.map(decodeURIComponent).join('/');
      requests.push({ method, bucket: decodeURIComponent(bucket), key, headers: req.headers });
      const resource = `/${decodeURIComponent(bucket)}/${key}`;

      const auth = req.headers.authorization ?? '';
      if (!auth.startsWith(`AWS4-HMAC-SHA256 Credential=${opts.accessKeyId}/`)) {
        return sendError(res, method, 403, 'AccessDenied', 'Access Denied', resource);
      }
      if (decodeURIComponent(bucket) !== opts.bucket) {
        return sendError(res, method, 404, 'NoSuchBucket', 'The specified bucket does not exist', resource);
      }
      if (!key) return sendError(res, method, 400, 'InvalidRequest', 'This fake only handles object requests.', resource);

      if (method === 'PUT') {
        const raw = Buffer.concat(chunks);
        const body = String(req.headers['content-encoding'] ?? '').includes('aws-chunked') ? decodeAwsChunked(raw) : raw;
        const etag = `"${createHash('md5').update(body).digest('hex')}"`;
        objects.set(key, {
          body,
          contentType: req.headers['content-type'] ?? 'binary/octet-stream',
          cacheControl: req.headers['cache-control'],
          etag,
          lastModified: new Date(),
        });
        res.writeHead(200, { etag, 'content-length': '0' });
        return res.end();
      }

      if (method === 'GET' || method === 'HEAD') {
        const object = objects.get(key);
        if (!object) return sendError(res, method, 404, 'NoSuchKey', 'The specified key does not exist.', resource);
        res.writeHead(200, {
          'content-type': object.contentType,
          'content-length': String(object.body.length),
          etag: object.etag,
          'last-modified': object.lastModified.toUTCString(),
          'accept-ranges': 'bytes',
          ...(object.cacheControl ? { 'cache-control': object.cacheControl } : {}),
        });
        return res.end(method === 'HEAD' ? undefined : object.body);
      }

      if (method === 'DELETE') {
        if (faults.deletes)
          return sendError(res, method, 500, 'InternalError', 'We encountered an internal error. Please try again.', resource);
        // As S3 does: 204 whether or not the key held anything.
        objects.delete(key);
        res.writeHead(204);
        return res.end();
      }

      return sendError(res, method, 405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.', resource);
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    faults,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((e) => (e ? reject(e) : resolve()));
      }),
  };
}

export type S3Fake = Awaited<ReturnType<typeof startS3Fake>>;
