/**
 * `POST /uploads/verify`: the server checks an uploaded object now (size, type, leading bytes) and
 * deletes it when it fails, answering 400 with the spec's message.
 */
import type * as z from 'zod/mini';
import type { uploadVerifiedSchema } from '@domain/dto';
import type { UploadPurpose } from '@domain/schemas';
import { api } from '@/lib/api-client';

export type UploadVerified = z.infer<typeof uploadVerifiedSchema>;

export const verifyUpload = (key: string, purpose: UploadPurpose = 'attachment'): Promise<UploadVerified> =>
  api<UploadVerified>('/uploads/verify', { method: 'POST', body: { key, purpose } });
