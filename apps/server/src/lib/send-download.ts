/**
 * Sends an export file as a download: its media type, `attachment` with its file name, its length, and
 * no shared cache (the user's own numbers). The route's 200 schema documents the file; the bytes are sent
 * as they are (never serialized). Used by the analytics and optimization exports.
 */
import type { FastifyReply } from 'fastify';

export interface DownloadFile {
  mediaType: string;
  fileName: string;
  body: Buffer;
}

export const sendDownload = (reply: unknown, file: DownloadFile) =>
  (reply as FastifyReply)
    .headers({
      'content-type': file.mediaType,
      'content-disposition': `attachment; filename="${file.fileName}"`,
      'content-length': String(file.body.length),
      'cache-control': 'private, no-store',
    })
    .send(file.body);
