/** The upload calls (`POST /uploads`, `POST /uploads/verify`) for the shared useFileUploads hook: a cancellation's document. */
import type { UploadRequests } from '@/hooks/use-file-uploads';
import { apiClient, request } from '@/lib/api-client';

export const uploadRequests: UploadRequests = {
  createUploads: (files, purpose, tenderId) => request(apiClient().POST('/uploads', { body: { purpose, files, ...(tenderId ? { tenderId } : {}) } })),
  verifyUpload: (key, purpose, tenderId) => request(apiClient().POST('/uploads/verify', { body: { key, purpose, ...(tenderId ? { tenderId } : {}) } })),
};
