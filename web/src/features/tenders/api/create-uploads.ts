/** `POST /uploads`: presigned POSTs for the files about to be attached (one ticket per file, same order). */
import type * as z from 'zod/mini';
import type { uploadTicketsSchema } from '@domain/dto';
import type { UploadPurpose } from '@domain/schemas';
import { api } from '@/lib/api-client';

export type UploadTickets = z.infer<typeof uploadTicketsSchema>;

export const createUploads = (files: { name: string; size: number; contentType: string }[], purpose: UploadPurpose = 'attachment'): Promise<UploadTickets> =>
  api<UploadTickets>('/uploads', { method: 'POST', body: { purpose, files } });
