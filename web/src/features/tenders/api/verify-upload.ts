/**
 * `POST /uploads/verify`: the server checks an uploaded object now (size, type, leading bytes) and
 * deletes it when it fails, answering 400 with the spec's message. Deliverables name their tender (`tenderId`).
 */
import type { UploadPurpose } from '@domain/schemas';
import { apiClient, request } from '@/lib/api-client';

export const verifyUpload = (key: string, purpose: UploadPurpose = 'attachment', tenderId?: string) =>
  request(apiClient().POST('/uploads/verify', { body: { key, purpose, ...(tenderId ? { tenderId } : {}) } }));

export type UploadVerified = Awaited<ReturnType<typeof verifyUpload>>;
