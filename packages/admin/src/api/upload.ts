import { ApiError, apiUrl, baseHeaders, failure } from './client';

export interface Uploaded {
  url: string;
  filename: string;
  mime: string;
  size: number;
}

/**
 * Posts one file as the multipart field `file` to an API path. XMLHttpRequest rather than fetch because
 * only it reports upload progress; the token and language headers and the error handling are the API
 * client's.
 */
export function sendFile<T>(path: string, file: File, onProgress?: (percent: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const headers = baseHeaders();
    xhr.open('POST', apiUrl(path));
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(new ApiError(0, 'Network error'));
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = { message: xhr.responseText };
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as T);
      else reject(failure(xhr.status, body, 'Authorization' in headers));
    };
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}

/** The file field an upload is for: the server takes only what that field takes. */
export interface UploadTarget {
  resource: string;
  /** `photo`, or `plantings.photo` for a field of a slave's sub-records. */
  field: string;
}

/** Sends one file for a file field to `POST /api/upload`, reporting the percentage sent. */
export function uploadFile(
  file: File,
  target: UploadTarget | undefined,
  onProgress: (percent: number) => void,
): Promise<Uploaded> {
  const query = target ? `?${new URLSearchParams({ resource: target.resource, field: target.field })}` : '';
  return sendFile<Uploaded>(`/upload${query}`, file, onProgress);
}
