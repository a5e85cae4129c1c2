/**
 * A deleted Open tender leaves no file on the local cloud (lambdas/features/tenders/tender-delete.ts): its
 * attachments, the file of an answer to a question about it, and any other object under `tenders/{tenderId}/` go,
 * whether the poster deletes it or the poster's account is erased; another tender's files stay.
 */
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, cloud, objectsUnder } from './support';
import { erasureDone, loadModules, newUser, openTender, uploadPdf, type WorldUser } from './world';

let asker: WorldUser;

beforeAll(async () => {
  await loadModules();
  asker = await newUser('geodesist', 'approved', 'FileAsker');
});

/** An Open tender of `poster` with an attachment, a question answered with a file, and a stray object under its prefix. */
async function tenderWithFiles(poster: WorldUser, title: string): Promise<string> {
  const { tenderId } = await openTender(poster, title);
  const asked = await api(asker.token, 'POST', `/tenders/${tenderId}/questions`, { text: 'Which heights system?' });
  expect(asked.status, JSON.stringify(asked.body)).toBe(201);
  const file = await uploadPdf(poster.token, 'attachment', 'heights.pdf');
  const answered = await api(poster.token, 'POST', `/tenders/${tenderId}/questions/${asked.body.question.questionId}/answer`, { text: 'EH2000', file });
  expect(answered.status, JSON.stringify(answered.body)).toBe(200);
  // A copy a failed write could leave, known to no record.
  const { s3 } = await import('../../lambdas/kernel/clients/s3');
  await s3.send(new PutObjectCommand({ Bucket: cloud.ids.filesBucket, Key: `tenders/${tenderId}/stray/copy.pdf`, Body: 'left over' }));
  const keys = await objectsUnder(`tenders/${tenderId}/`);
  expect(keys.some((k) => k.startsWith(`tenders/${tenderId}/answers/`))).toBe(true);
  expect(keys).toHaveLength(3);
  return tenderId;
}

describe('deleting an Open tender', () => {
  it('removes every object under the tender’s prefix, the answer’s file included, and leaves another tender’s files', async () => {
    const poster = await newUser('tenderPoster', 'approved', 'FilePoster');
    const tenderId = await tenderWithFiles(poster, 'Survey deleted with its answer files');
    const { tenderId: kept } = await openTender(poster, 'Survey that stays');

    const deleted = await api(poster.token, 'DELETE', `/tenders/${tenderId}`);
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(await objectsUnder(`tenders/${tenderId}/`)).toEqual([]);
    expect(await objectsUnder(`tenders/${kept}/`)).toHaveLength(1);
  }, 60_000);

  it('removes them too when the tender goes with its poster’s erased account', async () => {
    const poster = await newUser('tenderPoster', 'approved', 'ErasedFilePoster');
    const tenderId = await tenderWithFiles(poster, 'Survey of an erased poster');
    expect((await api(poster.token, 'DELETE', '/me', { confirm: 'ERASE' })).status).toBe(200);
    await erasureDone(poster.sub);
    expect(await objectsUnder(`tenders/${tenderId}/`)).toEqual([]);
  }, 60_000);
});
