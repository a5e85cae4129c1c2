/**
 * `GET /tenders/{tenderId}/questions/{questionId}/answer/file?disposition=attachment|inline`: a signed link to the
 * file of an answer, valid for 60 s, like an attachment's (kernel/files.ts downloadHeaders). Same visibility as the
 * tender; an unknown question or an answer without a file: 404.
 */
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { loadVisibleTender } from '../../tenders/public';
import { s3 } from '../../../kernel/clients/s3';
import { config } from '../../../kernel/config';
import { NotFoundError } from '../../../kernel/errors';
import { downloadHeaders, DOWNLOAD_LINK_SECONDS } from '../../../kernel/files';
import { httpHandler } from '../../../api/http-handler';
import { questionMessages } from '../domain/questions';
import { getQuestion } from '../data/questions';

export const handler = httpHandler('answer-file-download', async ({ auth, params, query }) => {
  const { tender } = await loadVisibleTender(auth, params.tenderId!);
  const question = await getQuestion(tender.tenderId, params.questionId!);
  if (!question) throw new NotFoundError(questionMessages.notFound);
  const file = question.answerFile;
  if (!file) throw new NotFoundError(questionMessages.fileNotFound);
  const url = await getSignedUrl(s3, new GetObjectCommand({ Bucket: config.filesBucket, Key: file.s3Key, ...downloadHeaders(file, query.disposition) }), { expiresIn: DOWNLOAD_LINK_SECONDS });
  return { url, expiresInSeconds: DOWNLOAD_LINK_SECONDS };
});
