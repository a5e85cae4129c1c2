/**
 * Posts one file to S3 with a presigned POST (fields first, then the file), reporting progress 0..100
 * through XMLHttpRequest's upload events. Rejects with S3's message on a non-2xx answer (the errors' words are the
 * catalogue's, in the active language; the app part is loaded by the signed-in shell that uploads).
 */
import type { UploadTicket } from '@domain/dto';
import { catalogue } from '@/i18n/i18n';

/** Posts `file` with `ticket`; `onProgress` gets 0..100; `signal` cancels (an AbortError). */
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
      reject(new Error(s3Message ? catalogue.t('upload.failedWith', { reason: s3Message }) : catalogue.t('upload.failedStatus', { status: String(xhr.status) })));
    };
    xhr.onerror = () => reject(new Error(catalogue.t('upload.unreachable')));
    xhr.onabort = () => reject(new DOMException(catalogue.t('upload.cancelled'), 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
