/**
 * `POST /uploads`: presigned POSTs for the files about to be attached or delivered (one ticket per file, same
 * order); deliverables name the tender of the contract (`tenderId`).
 */
import type { UploadPurpose } from '@domain/schemas';
import { apiClient, request } from '@/lib/api-client';

export const createUploads = (files: { name: string; size: number; contentType: string }[], purpose: UploadPurpose = 'attachment', tenderId?: string) =>
  request(apiClient().POST('/uploads', { body: { purpose, files, ...(tenderId ? { tenderId } : {}) } }));

export type UploadTickets = Awaited<ReturnType<typeof createUploads>>;
