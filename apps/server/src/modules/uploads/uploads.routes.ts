/**
 * POST /api/upload/media and /api/upload/image (signed-in; multipart field `file`) → `{ success,
 * fileUrl }`, and the public GET /api/media/<key> that serves stored media to <img> tags and to
 * Facebook. The file is read with a hard 10 MB cap while it streams in: an oversize upload is refused
 * as soon as the cap is crossed (or at once when Content-Length already says so), never buffered past it.
 */
import type { Readable } from 'node:stream';
import { apiErrorSchema } from '@ads-creative/contracts/errors';
import { UPLOAD_FIELD, UPLOAD_MAX_BYTES, uploadMessages, uploadResponse } from '@ads-creative/contracts/uploads';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { currentUser } from '../../plugins/authenticate.ts';
import { MEDIA_CACHE_CONTROL, type Storage } from '../../providers/storage/storage.ts';
import type { MediaService } from '../media/media.service.ts';
import { createUploadService, fileRequired, fileTooLarge } from './uploads.service.ts';

export interface UploadRouteDeps {
  storage: Storage;
  media: MediaService;
}

/** Room for the multipart boundaries and part headers around a file of the maximum size. */
const MULTIPART_OVERHEAD = 64 * 1024;

/** The form, for the OpenAPI document only: the handler reads and checks the file as it streams in (readFilePart). */
const uploadForm = z.object({ [UPLOAD_FIELD]: z.file() });
const documentedOnly = () => () => true;

const limits = { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12, headerPairs: 20 };

// An error answered before the body is read to its end closes the connection, so the server
// stops receiving the rest of it and the client is not left sending into a connection nobody reads.
const closeConnection = { connection: 'close' };
const unreadable = () => new AppError('VALIDATION_ERROR', uploadMessages.unreadableUpload, undefined, closeConnection);

/**
 * The file's bytes, refused the moment they pass the cap: busboy stops feeding a part at the limit
 * and says so with 'limit', but ends the part only at its closing boundary, so waiting for the end
 * (as toBuffer() does) would wait for whatever the client goes on sending. The stream is left
 * attached, so the rest of the request is drained (not left unread) until the 413 has been sent and
 * the connection closes; closing over unread data would reset it and lose the answer.
 */
function readCapped(file: Readable & { truncated?: boolean }): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // Malformed multipart data can fail the part before this function is called.
    if (file.errored || file.destroyed) return reject(file.errored ?? new Error('file stream closed early'));
    const chunks: Buffer[] = [];
    let size = 0;
    const tooLarge = () => {
      chunks.length = 0;
      reject(fileTooLarge(closeConnection));
    };
    file.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= UPLOAD_MAX_BYTES) chunks.push(chunk);
    });
    file.once('limit', tooLarge);
    file.once('end', () => (file.truncated || size > UPLOAD_MAX_BYTES ? tooLarge() : resolve(Buffer.concat(chunks))));
    file.once('error', reject);
    // After 'end' this is a no-op; without one it means the part was cut off.
    file.once('close', () => reject(new Error('file stream closed early')));
  });
}

async function readFilePart(request: FastifyRequest): Promise<Buffer> {
  const declared = Number(request.headers['content-length']);
  if (declared > UPLOAD_MAX_BYTES + MULTIPART_OVERHEAD) throw fileTooLarge(closeConnection);
  try {
    const part = await request.file({ limits, throwFileSizeLimit: true });
    if (!part || part.fieldname !== UPLOAD_FIELD) {
      part?.file.resume();
      throw new AppError(
        'VALIDATION_ERROR',
        uploadMessages.fileRequired,
        [{ path: UPLOAD_FIELD, message: uploadMessages.fileRequired }],
        closeConnection,
      );
    }
    return await readCapped(part.file);
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge(closeConnection);
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw fileRequired();
    request.log.info({ err: error }, 'unreadable multipart upload');
    throw unreadable();
  }
}

export function registerUploadRoutes(app: FastifyInstance, deps: UploadRouteDeps) {
  const uploads = createUploadService(deps);

  // Its own scope, so multipart bodies are accepted by these routes only.
  app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits, throwFileSizeLimit: true });
    const api = scope.withTypeProvider<ZodTypeProvider>();

    const uploadOptions = (summary: string) => ({
      preHandler: scope.authenticate,
      validatorCompiler: documentedOnly,
      schema: {
        tags: ['uploads'],
        summary,
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data'],
        body: uploadForm,
        description: `Multipart field \`${UPLOAD_FIELD}\`: a PNG, JPEG, WebP or GIF image of at most ${UPLOAD_MAX_BYTES} bytes.`,
        response: { 200: uploadResponse, 400: apiErrorSchema, 401: apiErrorSchema, 413: apiErrorSchema, 415: apiErrorSchema },
      },
    });
    const upload = async (request: FastifyRequest) => {
      const user = currentUser(request);
      const bytes = await readFilePart(request);
      const { fileUrl } = await uploads.storeImage(user.id, bytes);
      return { success: true as const, fileUrl };
    };
    api.post('/upload/media', uploadOptions('Upload an image; answers its public URL'), upload);
    // The wizard's progress-reporting upload; same contract.
    api.post('/upload/image', uploadOptions("Upload an image (the ad wizard's upload); answers its public URL"), upload);

    api.get<{ Params: { '*': string } }>(
      '/media/*',
      {
        schema: {
          tags: ['uploads'],
          summary: 'A stored image, by the key in its URL (public: <img> tags and Facebook fetch it)',
          response: { 200: { description: 'The image', content: { 'image/*': { schema: z.file() } } }, 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        const object = await uploads.openMedia(request.params['*']);
        return reply
          .headers({
            'content-type': object.contentType,
            'content-length': String(object.size),
            'cache-control': MEDIA_CACHE_CONTROL,
            'x-content-type-options': 'nosniff',
            'content-disposition': 'inline',
            // Opened directly, the file still runs nothing and reaches nothing.
            'content-security-policy': "default-src 'none'; sandbox",
            // <img> on other origins (previews, Facebook's fetcher) may load it.
            'cross-origin-resource-policy': 'cross-origin',
          })
          .send(object.stream);
      },
    );
  });
}
