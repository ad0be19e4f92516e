/**
 * A multipart upload through XMLHttpRequest, so that the page can show progress (fetch has no upload
 * progress events). Resolves with the parsed JSON reply of a 2xx answer; rejects with an UploadError.
 */
export interface UploadRequest {
  url: string;
  fields: Record<string, string>;
  files: { field: string; file: File }[];
  headers?: Record<string, string>;
  onProgress?: (fraction: number) => void;
  /** aborts the upload */
  signal?: AbortSignal;
  timeoutMs?: number;
}

export class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

function parse(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return text;
  }
}

export function uploadWithProgress({
  url,
  fields,
  files,
  headers = {},
  onProgress,
  signal,
  timeoutMs = 120_000,
}: UploadRequest): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    for (const { field, file } of files) form.append(field, file, file.name);

    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.timeout = timeoutMs;
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = parse(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(1);
        resolve(body);
      } else reject(new UploadError(`Upload failed with status ${xhr.status}`, xhr.status, body));
    };
    xhr.onerror = () => reject(new UploadError('Network error during upload', 0, undefined));
    xhr.ontimeout = () => reject(new UploadError('The upload timed out', 0, undefined));
    xhr.onabort = () => reject(new UploadError('The upload was cancelled', 0, undefined));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
