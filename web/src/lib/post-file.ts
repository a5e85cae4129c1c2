/**
 * Posts one file to S3 with a presigned POST (fields first, then the file), reporting progress 0..100
 * through XMLHttpRequest's upload events. Rejects with S3's message on a non-2xx answer.
 */
import type { UploadTicket } from '@domain/dto';

export function postFile(ticket: UploadTicket, file: File, onProgress: (percent: number) => void, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(ticket.fields)) form.append(k, v);
    form.append('file', file);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', ticket.url);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress((e.loaded / e.total) * 100);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(100);
        resolve();
        return;
      }
      const s3Message = /<Message>([^<]*)<\/Message>/.exec(xhr.responseText ?? '')?.[1];
      reject(new Error(s3Message ? `Upload failed: ${s3Message}` : `Upload failed (${xhr.status})`));
    };
    xhr.onerror = () => reject(new Error('Upload failed: the storage service could not be reached'));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
