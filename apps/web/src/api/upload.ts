import { type Asset, endpoints, messages, pathOf, type UploadKind } from '@masthead/contract';
import { ApiError, networkError, toApiError } from './api-error';
import { API_BASE, endSessionAndReload } from './client';
import { getToken } from './token';

export interface UploadOptions {
  tag?: UploadKind;
  name?: string;
  /** 0–100 as bytes go out. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

function parseBody(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function assetOf(body: unknown): Asset | null {
  if (typeof body !== 'object' || body === null || !('data' in body)) return null;
  const data = (body as { data: unknown }).data;
  if (typeof data !== 'object' || data === null || !('_id' in data)) return null;
  return data as Asset;
}

/** `POST /api/asset/upload` through XMLHttpRequest, because fetch cannot report upload progress. */
export function uploadAsset(file: File, options: UploadOptions = {}): Promise<Asset> {
  return new Promise<Asset>((resolve, reject) => {
    const path = pathOf(endpoints.asset.upload);
    const xhr = new XMLHttpRequest();
    const token = getToken();
    xhr.open(endpoints.asset.upload.method, `${API_BASE}${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        options.onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    };
    xhr.onerror = () => reject(networkError());
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    xhr.onload = () => {
      const body = parseBody(xhr.responseText);
      if (xhr.status === 401 && endSessionAndReload(path, token !== null)) return;
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(toApiError(xhr.status, body));
        return;
      }
      const asset = assetOf(body);
      if (!asset) {
        reject(new ApiError(xhr.status, 'INTERNAL', messages.uploadFailed));
        return;
      }
      options.onProgress?.(100);
      resolve(asset);
    };

    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });

    const form = new FormData();
    if (options.name) form.append('name', options.name);
    if (options.tag) form.append('tag', options.tag);
    form.append('file', file);
    xhr.send(form);
  });
}
