/**
 * `POST /uploads/verify`: the server checks an uploaded object now (size, type, leading bytes) and
 * deletes it when it fails, answering 400 with the spec's message.
 */
import type * as z from 'zod/mini';
import type { uploadVerifiedSchema } from '@domain/dto';
import { api } from '@/lib/api-client';

export type UploadVerified = z.infer<typeof uploadVerifiedSchema>;

export const verifyUpload = (key: string): Promise<UploadVerified> => api<UploadVerified>('/uploads/verify', { method: 'POST', body: { key } });
