/**
 * POST /api/upload/media (multipart field `file`) over XMLHttpRequest, because fetch cannot report
 * upload progress. Same rules as lib/api-client.ts: bearer token from storage, the tunnel bypass
 * header, the server's `{ code, message }` as an ApiError, 401 signs out, 511 warns. The 30 s request time-out
 * counts from the last progress, so a large file on a slow but moving link is not cut off.
 */
import { REQUEST_TIMEOUT_MS, TUNNEL_BYPASS_HEADER } from '@ads-creative/contracts/constants';
import { messages } from '@ads-creative/contracts/messages';
import { UPLOAD_FIELD, type UploadResponse } from '@ads-creative/contracts/uploads';
import { ApiError, apiUrl, REQUEST_TIMED_OUT, signOutOnUnauthorized, tokenStore, warnTunnelAuthRequired } from './api-client.ts';

export interface UploadOptions {
  /** 0–100, as bytes leave the browser. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
  path?: string;
}

export function uploadFile(file: File, { onProgress, signal, path = '/upload/media' }: UploadOptions = {}): Promise<UploadResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const token = tokenStore.get();
    let idle: ReturnType<typeof setTimeout> | undefined;
    const fail = (error: ApiError) => {
      clearTimeout(idle);
      signal?.removeEventListener('abort', onAbort);
      reject(error);
    };
    const armIdleTimer = () => {
      clearTimeout(idle);
      idle = setTimeout(() => {
        xhr.abort();
        fail(new ApiError(REQUEST_TIMED_OUT, 0));
      }, REQUEST_TIMEOUT_MS);
    };
    const onAbort = () => {
      xhr.abort();
      fail(new ApiError('The upload was cancelled.', 0));
    };

    xhr.open('POST', apiUrl(path));
    xhr.setRequestHeader(TUNNEL_BYPASS_HEADER, 'true');
    xhr.setRequestHeader('accept', 'application/json');
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);

    xhr.upload.onprogress = (e) => {
      armIdleTimer();
      if (e.lengthComputable && e.total > 0) onProgress?.(Math.min(100, Math.round((e.loaded / e.total) * 100)));
    };
    xhr.onerror = () => fail(new ApiError(messages.anErrorOccurred, 0));
    xhr.onload = () => {
      clearTimeout(idle);
      signal?.removeEventListener('abort', onAbort);
      if (xhr.status === 511) warnTunnelAuthRequired();
      let data: unknown = null;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        data = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(100);
        resolve(data as UploadResponse);
        return;
      }
      const err = (data ?? {}) as { message?: string; code?: string; issues?: { path: string; message: string }[] };
      if (xhr.status === 401 && token) signOutOnUnauthorized();
      reject(new ApiError(err.message || xhr.statusText || messages.anErrorOccurred, xhr.status, err.code, err.issues));
    };

    signal?.addEventListener('abort', onAbort);
    const form = new FormData();
    form.append(UPLOAD_FIELD, file, file.name);
    armIdleTimer();
    xhr.send(form);
  });
}
