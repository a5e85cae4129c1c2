/** The upload calls of the tenders API, for the shared useFileUploads hook (tender attachments and deliverables). */
import type { UploadRequests } from '@/hooks/use-file-uploads';
import { createUploads } from '../api/create-uploads';
import { verifyUpload } from '../api/verify-upload';

export const uploadRequests: UploadRequests = { createUploads, verifyUpload };
