/** `POST /uploads`: presigned POSTs for the files about to be attached (one ticket per file, same order). */
import type { UploadPurpose } from '@domain/schemas';
import { apiClient, request } from '@/lib/api-client';

export const createUploads = (files: { name: string; size: number; contentType: string }[], purpose: UploadPurpose = 'attachment') =>
  request(apiClient().POST('/uploads', { body: { purpose, files } }));

export type UploadTickets = Awaited<ReturnType<typeof createUploads>>;
