import { ApiError, apiUrl, baseHeaders, failure } from './client';

export interface Uploaded {
  url: string;
  filename: string;
  mime: string;
  size: number;
}

/**
 * Sends one file to `POST /api/upload`. XMLHttpRequest rather than fetch because only it reports upload
 * progress, which the upload input shows as a percentage.
 */
export function uploadFile(file: File, onProgress: (percent: number) => void): Promise<Uploaded> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const headers = baseHeaders();
    xhr.open('POST', apiUrl('/upload'));
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(new ApiError(0, 'Network error'));
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = { message: xhr.responseText };
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as Uploaded);
      else reject(failure(xhr.status, body, 'Authorization' in headers));
    };
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}
