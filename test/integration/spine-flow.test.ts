/**
 * The spine flow through the local cloud's gateway, Cognito triggers, S3, SQS and SES:
 * registration and confirmation by e-mail, approval gating, uploads verified on the server, tender
 * creation, listing and a 60-second download link, and the e-mail worker delivering queued mail.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SignUpCommand } from '@aws-sdk/client-cognito-identity-provider';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, cloud, cognito, openSocket, registerConfirmAndSignIn, type SignedIn, signIn, uniqueEmail, uploadFiles, waitForMail } from './support';

const fixtures = join(import.meta.dirname, '..', 'e2e', 'fixtures');
const pdf = readFileSync(join(fixtures, 'site-plan.pdf'));
const kml = readFileSync(join(fixtures, 'parcel-boundary.kml'));
const fakePdf = readFileSync(join(fixtures, 'not-a-pdf.pdf'));

describe('spine through the local cloud', () => {
  let poster: SignedIn;
  let geodesist: SignedIn;
  let admin: SignedIn;

  beforeAll(async () => {
    [poster, geodesist, admin] = await Promise.all([
      registerConfirmAndSignIn('tenderPoster', { 'custom:company': 'Stadtwerke Nord' }),
      registerConfirmAndSignIn('geodesist', { 'custom:company': 'Vermessung Süd' }),
      signIn(cloud.admin.email, cloud.admin.password),
    ]);
  });

  it('refuses self-registration as admin in the pre-sign-up trigger', async () => {
    const email = uniqueEmail('intruder');
    await expect(
      cognito.send(
        new SignUpCommand({
          ClientId: cloud.ids.userPoolClientId,
          Username: email,
          Password: 'Survey2026x',
          UserAttributes: [
            { Name: 'email', Value: email },
            { Name: 'custom:role', Value: 'admin' },
          ],
        }),
      ),
    ).rejects.toThrow(/geodesists and tender posters only/);
  });

  it('creates profiles on confirmation: the poster approved, the geodesist pending', async () => {
    const me = await api(poster.accessToken, 'GET', '/me');
    expect(me.body).toMatchObject({ role: 'tenderPoster', isApproved: true, profile: { company: 'Stadtwerke Nord' } });
    const pending = await api(geodesist.accessToken, 'GET', '/me');
    expect(pending.body).toMatchObject({ role: 'geodesist', isApproved: false, profile: { approvalStatus: 'pending' } });
  });

  it('e-mails the admins about each registration through the queue and the worker', async () => {
    await waitForMail(cloud.admin.email, /New Geodesist registration: Test Geodesist/);
    await waitForMail(cloud.admin.email, /New Tender Poster registration: Test Poster/);
  });

  it('refuses every geodesist call but /me until approved, then lets it through and tells the geodesist', async () => {
    expect((await api(geodesist.accessToken, 'GET', '/tenders')).status).toBe(403);
    expect((await api(poster.accessToken, 'GET', '/admin/approvals')).status).toBe(403);

    const { socket, messages } = await openSocket(geodesist.accessToken);
    const list = await api(admin.accessToken, 'GET', '/admin/approvals');
    expect(list.status).toBe(200);
    expect(list.body.items.map((p: { userId: string }) => p.userId)).toContain(geodesist.sub);

    const decided = await api(admin.accessToken, 'POST', `/admin/users/${geodesist.sub}/approval`, { status: 'approved' });
    expect(decided.status).toBe(200);
    expect((await api(geodesist.accessToken, 'GET', '/tenders')).status).toBe(200);

    await expect.poll(() => messages, { timeout: 5000 }).toContainEqual({ type: 'approval', approvalStatus: 'approved' });
    socket.close();
    await waitForMail(geodesist.email, /approved/i);
  });

  it('refuses a rejected geodesist at once, with the token they already hold', async () => {
    const other = await registerConfirmAndSignIn('geodesist');
    expect((await api(admin.accessToken, 'POST', `/admin/users/${other.sub}/approval`, { status: 'approved' })).status).toBe(200);
    expect((await api(other.accessToken, 'GET', '/tenders')).status).toBe(200);
    expect((await api(admin.accessToken, 'POST', `/admin/users/${other.sub}/approval`, { status: 'rejected' })).status).toBe(200);
    const refused = await api(other.accessToken, 'GET', '/tenders');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/rejected/i);
  });

  it('refuses a WebSocket connection with a bad token', async () => {
    await expect(openSocket('not-a-token')).rejects.toThrow(/401/);
  });

  it('refuses a WebSocket connection with an ID token: $connect takes access tokens only', async () => {
    await expect(openSocket(poster.idToken)).rejects.toThrow(/401/);
  });

  it('answers 404 for approving an unknown user', async () => {
    const res = await api(admin.accessToken, 'POST', '/admin/users/00000000-0000-4000-8000-000000000999/approval', { status: 'approved' });
    expect(res.status).toBe(404);
  });

  it('refuses an unsupported file type before presigning', async () => {
    const res = await api(poster.accessToken, 'POST', '/uploads', { files: [{ name: 'setup.exe', size: 10, contentType: 'application/x-msdownload' }] });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Unsupported file type: setup.exe');
  });

  it('deletes an uploaded file whose bytes do not match its type, and keeps no record', async () => {
    const [key] = await uploadFiles(poster.accessToken, [{ name: 'not-a-pdf.pdf', type: 'application/pdf', bytes: fakePdf }]);
    const res = await api(poster.accessToken, 'POST', '/uploads/verify', { key });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('File content does not match its type: not-a-pdf.pdf');
    const head = await fetch(`${cloud.urls.s3}/${cloud.ids.filesBucket}/${key}`, { method: 'HEAD' });
    expect(head.status).toBe(404);
    // A tender made of that upload alone is refused and writes nothing.
    const create = await api(poster.accessToken, 'POST', '/tenders', {
      title: 'Only a bad file',
      description: 'This tender has only a bad file.',
      expiryDate: new Date(Date.now() + 86_400_000).toISOString(),
      attachments: [key],
    });
    expect(create.status).toBe(400);
    expect(create.body.message).toBe('Please upload at least one attachment');
  });

  it('refuses another user’s staged upload', async () => {
    const [key] = await uploadFiles(poster.accessToken, [{ name: 'plan.pdf', type: 'application/pdf', bytes: pdf }]);
    const other = await registerConfirmAndSignIn('tenderPoster');
    expect((await api(other.accessToken, 'POST', '/uploads/verify', { key })).status).toBe(403);
  });

  it('creates a tender from verified uploads that the approved geodesist lists, opens and downloads', async () => {
    const keys = await uploadFiles(poster.accessToken, [
      { name: 'site-plan.pdf', type: 'application/pdf', bytes: pdf },
      { name: 'parcel-boundary.kml', type: 'application/vnd.google-earth.kml+xml', bytes: kml },
    ]);
    for (const key of keys) expect((await api(poster.accessToken, 'POST', '/uploads/verify', { key })).status).toBe(200);

    const title = `Boundary survey ${Date.now().toString(36)}`;
    const bad = await api(poster.accessToken, 'POST', '/tenders', { title: 'Plot', description: 'short', expiryDate: '2000-01-01', attachments: keys });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toMatchObject({
      title: ['Title must be at least 5 characters'],
      description: ['Description must be at least 10 characters'],
      expiryDate: ['Expiry date must be in the future'],
    });

    const created = await api(poster.accessToken, 'POST', '/tenders', {
      title,
      description: 'Boundary survey of parcel 12 with a KML.',
      expiryDate: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      attachments: keys,
    });
    expect(created.status).toBe(201);
    const tender = created.body.tender;
    expect(tender).toMatchObject({ title, status: 'Open', attachmentsCount: 2, projectCode: tender.tenderId.slice(0, 8).toUpperCase() });
    expect(created.body.rejected).toEqual([]);

    const open = await api(geodesist.accessToken, 'GET', '/tenders?scope=open');
    expect(open.body.items.map((t: { tenderId: string }) => t.tenderId)).toContain(tender.tenderId);

    const detail = await api(geodesist.accessToken, 'GET', `/tenders/${tender.tenderId}`);
    expect(detail.status).toBe(200);
    expect(detail.body.attachments.map((a: { filename: string }) => a.filename).sort()).toEqual(['parcel-boundary.kml', 'site-plan.pdf']);
    expect(detail.body.contact).toBeNull();

    const pdfAttachment = detail.body.attachments.find((a: { filename: string }) => a.filename === 'site-plan.pdf');
    const link = await api(geodesist.accessToken, 'GET', `/tenders/${tender.tenderId}/attachments/${pdfAttachment.attachmentId}/download`);
    expect(link.body.expiresInSeconds).toBe(60);
    expect(link.body.url).toContain('X-Amz-Expires=60');
    const file = await fetch(link.body.url);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(pdf)).toBe(true);

    // Another poster may not see it; an unknown id is 404.
    const stranger = await registerConfirmAndSignIn('tenderPoster');
    expect((await api(stranger.accessToken, 'GET', `/tenders/${tender.tenderId}`)).status).toBe(403);
    expect((await api(geodesist.accessToken, 'GET', '/tenders/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });
});
