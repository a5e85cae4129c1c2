/**
 * Attachments of a form, uploaded as soon as they are chosen (docs/decisions/spec-readings/files-that-fail-verification.md, "Files that fail
 * verification"): each file is checked in the browser with the shared rules (checkFile), presigned
 * with `POST /uploads`, posted straight to S3 with progress, and verified by `POST /uploads/verify`,
 * whose message is shown when the server refuses the file. The two API calls come from the caller's
 * feature (see UploadRequests), so this shared hook depends on no feature.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { checkFile } from '@domain/files';
import type { UploadTicket } from '@domain/dto';
import type { UploadPurpose } from '@domain/schemas';
import { errorMessage } from '@/lib/api-client';
import { postFile } from '@/lib/post-file';

export type UploadStatus = 'uploading' | 'verifying' | 'ready' | 'failed';

export interface UploadItem {
  id: string;
  file: File;
  status: UploadStatus;
  /** 0..100 */
  progress: number;
  /** Staged S3 key once verified. */
  key?: string;
  error?: string;
}

/**
 * `POST /uploads` and `POST /uploads/verify`, as the caller's API layer makes them; deliverables name the
 * tender of the contract (`tenderId`; the server checks the deliver rule).
 */
export interface UploadRequests {
  /** Presigned POSTs for the files, one ticket per file in the same order. */
  createUploads: (files: { name: string; size: number; contentType: string }[], purpose: UploadPurpose, tenderId?: string) => Promise<{ uploads: UploadTicket[] }>;
  /** The server's check of an uploaded object; rejects with the spec's message when it fails. */
  verifyUpload: (key: string, purpose: UploadPurpose, tenderId?: string) => Promise<{ key: string }>;
}

/**
 * Uploads for `purpose`: tender attachments (50 MB) or deliverables (100 MB) for the tender `tenderId`,
 * through `requests` (a stable object, e.g. a module constant). Returns the items, `addFiles`, `remove`,
 * the verified keys, `busy` and the number of failed files.
 */
export function useFileUploads(requests: UploadRequests, purpose: UploadPurpose = 'attachment', tenderId?: string) {
  const { createUploads, verifyUpload } = requests;
  const [items, setItems] = useState<UploadItem[]>([]);
  const controllers = useRef(new Map<string, AbortController>());

  const update = useCallback((id: string, patch: Partial<UploadItem>) => {
    setItems((list) => list.map((item) => (item.id === id ? { ...item, ...patch } : item)));
  }, []);

  useEffect(() => {
    const map = controllers.current;
    return () => map.forEach((c) => c.abort());
  }, []);

  const uploadOne = useCallback(
    async (item: UploadItem, ticket: Parameters<typeof postFile>[0]) => {
      const controller = new AbortController();
      controllers.current.set(item.id, controller);
      try {
        await postFile(ticket, item.file, (p) => update(item.id, { progress: p }), controller.signal);
        update(item.id, { status: 'verifying', progress: 100 });
        const verified = await verifyUpload(ticket.key, purpose, tenderId);
        update(item.id, { status: 'ready', key: verified.key });
      } catch (error) {
        if ((error as Error).name === 'AbortError') return;
        update(item.id, { status: 'failed', error: errorMessage(error, 'Upload failed') });
      } finally {
        controllers.current.delete(item.id);
      }
    },
    [update, purpose, tenderId, verifyUpload],
  );

  /** Adds files: rejected ones show the shared rule's message; the others upload at once. */
  const addFiles = useCallback(
    async (files: File[]) => {
      const added: UploadItem[] = files.map((file) => {
        const problem = checkFile({ name: file.name, size: file.size, contentType: file.type }, purpose);
        return { id: crypto.randomUUID(), file, status: problem ? 'failed' : 'uploading', progress: 0, error: problem ?? undefined };
      });
      setItems((list) => [...list, ...added]);
      const valid = added.filter((i) => i.status === 'uploading');
      if (valid.length === 0) return;
      let tickets;
      try {
        tickets = (
          await createUploads(
            valid.map((i) => ({ name: i.file.name, size: i.file.size, contentType: i.file.type })),
            purpose,
            tenderId,
          )
        ).uploads;
      } catch (error) {
        for (const i of valid) update(i.id, { status: 'failed', error: errorMessage(error, 'Upload failed') });
        return;
      }
      await Promise.all(
        valid.map((item, index) => {
          const ticket = tickets[index];
          if (!ticket) {
            update(item.id, { status: 'failed', error: 'Upload failed' });
            return undefined;
          }
          return uploadOne(item, ticket);
        }),
      );
    },
    [update, uploadOne, purpose, tenderId, createUploads],
  );

  const remove = useCallback((id: string) => {
    controllers.current.get(id)?.abort();
    setItems((list) => list.filter((i) => i.id !== id));
  }, []);

  const readyKeys = items.filter((i) => i.status === 'ready' && i.key).map((i) => i.key!);
  const busy = items.some((i) => i.status === 'uploading' || i.status === 'verifying');
  const failedCount = items.filter((i) => i.status === 'failed').length;

  return { items, addFiles, remove, readyKeys, busy, failedCount };
}
