/**
 * `GET /tenders/{tenderId}/messages/{messageId}/files/{fileId}?disposition=attachment|inline`: a signed link to a
 * message's file, valid for 60 s, like a delivery file's (kernel/files.ts downloadHeaders). For the poster, the
 * contractor and admins (403 otherwise); unknown message or file, or a hidden message's file for a party: 404.
 */
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { s3 } from '../../../kernel/clients/s3';
import { config } from '../../../kernel/config';
import { NotFoundError } from '../../../kernel/errors';
import { downloadHeaders, DOWNLOAD_LINK_SECONDS } from '../../../kernel/files';
import { httpHandler } from '../../../api/http-handler';
import { messageMessages } from '../domain/messages';
import { getMessage } from '../data/messages';
import { loadReadableThread } from '../thread-access';

export const handler = httpHandler('message-file-download', async ({ auth, params, query }) => {
  const { tender } = await loadReadableThread(auth, params.tenderId!);
  const message = await getMessage(tender.tenderId, params.messageId!);
  if (!message) throw new NotFoundError(messageMessages.notFound);
  const file = message.hiddenAt && auth.role !== 'admin' ? undefined : message.files?.find((f) => f.fileId === params.fileId);
  if (!file) throw new NotFoundError(messageMessages.fileNotFound);
  const url = await getSignedUrl(s3, new GetObjectCommand({ Bucket: config.filesBucket, Key: file.s3Key, ...downloadHeaders(file, query.disposition) }), { expiresIn: DOWNLOAD_LINK_SECONDS });
  return { url, expiresInSeconds: DOWNLOAD_LINK_SECONDS };
});
