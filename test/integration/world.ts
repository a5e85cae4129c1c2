/**
 * A small world of users and objects owned by someone, built through the local gateway (tenders, bids,
 * the award, deliveries) and the entity modules (profiles, notifications), for the authorization matrix
 * and the fuzzer. Every caller kind of the matrix has a token here: the real users carry access tokens
 * signed with cognito-local's key; the broken ones are anonymous, malformed, signed by another key,
 * expired, or an ID token where an access token is expected.
 */
import { generateKeyPairSync, randomUUID, sign } from 'node:crypto';
import { expect } from 'vitest';
import { accessClaims, api, cloud, forgeToken, pdfFile, uploadFiles, useCloudEnv } from './support';

/** Every kind of caller the matrix states an answer for. */
export const CALLERS = [
  'anonymous',
  'malformedToken',
  'otherKeyToken',
  'expiredToken',
  'idToken',
  'admin',
  'ownerPoster',
  'otherPoster',
  'contractor',
  'bidder',
  'stranger',
  'pendingGeodesist',
  'rejectedGeodesist',
] as const;
export type Caller = (typeof CALLERS)[number];

/** The callers that are real, signed-in users with a profile. */
export const USER_CALLERS = ['admin', 'ownerPoster', 'otherPoster', 'contractor', 'bidder', 'stranger', 'pendingGeodesist', 'rejectedGeodesist'] as const;
export type UserCaller = (typeof USER_CALLERS)[number];

export interface WorldUser {
  sub: string;
  email: string;
  phone: string;
  company: string;
  firstName: string;
  lastName: string;
  token: string;
}

export interface World {
  users: Record<UserCaller, WorldUser>;
  /** Token (or none) each caller sends. */
  tokens: Record<Caller, string | undefined>;
  /** Poster A's Open tender: one attachment, a Pending bid by `bidder`. */
  open: { tenderId: string; attachmentId: string; bidId: string };
  /** Poster A's tender In Progress: `contractor` won, `bidder` was rejected; one Submitted delivery with one file. */
  awarded: { tenderId: string; attachmentId: string; bidId: string; deliveryId: string; fileId: string };
  /** A notification of each signed-in user, by caller. */
  notifications: Record<UserCaller, string>;
}

let modules: {
  profiles: typeof import('../../lambdas/features/account/data/profiles');
  notifications: typeof import('../../lambdas/features/notifications/data/notifications');
};

/** Loads the entity modules against the local cloud (call once per test file before building). */
export async function loadModules(): Promise<typeof modules> {
  useCloudEnv();
  modules ??= {
    profiles: await import('../../lambdas/features/account/data/profiles'),
    notifications: await import('../../lambdas/features/notifications/data/notifications'),
  };
  return modules;
}

let counter = 0;
/** A user with a distinctive e-mail, phone and company (so a leak of any of them is findable), stored as a profile. */
export async function newUser(role: 'geodesist' | 'tenderPoster' | 'admin', approvalStatus: 'approved' | 'pending' | 'rejected' = 'approved', label: string = role): Promise<WorldUser> {
  const { profiles } = await loadModules();
  const sub = randomUUID();
  counter += 1;
  const user = {
    sub,
    email: `${label.toLowerCase()}.${sub.slice(0, 8)}@matrix.example`,
    phone: `+372 5${String(1_000_000 + Math.floor(Math.random() * 8_999_999)).slice(0, 7)}`,
    company: `${label} Company ${sub.slice(0, 6)}`,
    firstName: label,
    lastName: `Person${counter}`,
  };
  await profiles.createProfile({ userId: sub, email: user.email, role, approvalStatus, company: user.company, phone: user.phone, firstName: user.firstName, lastName: user.lastName });
  return { ...user, token: forgeToken(accessClaims({ sub, 'cognito:groups': [role] })) };
}

/** Presigns (for `purpose`; deliverables for the contract `tenderId`) and uploads one PDF as the browser does; returns its staged key. */
export async function uploadPdf(token: string, purpose: 'attachment' | 'deliverable', name = 'site-plan.pdf', tenderId?: string): Promise<string> {
  const [key] = await uploadFiles(token, [pdfFile(name)], purpose, tenderId);
  return key!;
}

/** An Open tender of `poster` with one attachment; returns its ids. */
export async function openTender(poster: WorldUser, title = 'Cadastral survey of Parcel 7'): Promise<{ tenderId: string; attachmentId: string }> {
  const key = await uploadPdf(poster.token, 'attachment');
  const res = await api(poster.token, 'POST', '/tenders', { title, description: 'Boundary and topographic survey of the parcel', expiryDate: '2099-06-30', attachments: [key] });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { tenderId: res.body.tender.tenderId, attachmentId: res.body.tender.attachments[0].attachmentId };
}

/** `geodesist` bids `amount` euros on the tender; returns the bid id. */
export async function bid(geodesist: WorldUser, tenderId: string, amount = 1200): Promise<string> {
  const res = await api(geodesist.token, 'PUT', `/tenders/${tenderId}/bid`, { amount, comment: 'Offer with a GNSS rover and a total station' });
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  return res.body.bid.bidId;
}

/** The poster accepts `bidId` (the award). */
export async function award(poster: WorldUser, tenderId: string, bidId: string): Promise<void> {
  const res = await api(poster.token, 'POST', `/tenders/${tenderId}/bids/${bidId}/accept`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** The contractor delivers one PDF; returns the delivery and file ids. */
export async function deliver(contractor: WorldUser, tenderId: string): Promise<{ deliveryId: string; fileId: string }> {
  const key = await uploadPdf(contractor.token, 'deliverable', 'survey-report.pdf', tenderId);
  const res = await api(contractor.token, 'POST', `/tenders/${tenderId}/deliveries`, { files: [key], notes: 'Coordinates in L-EST97' });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { deliveryId: res.body.delivery.deliveryId, fileId: res.body.delivery.files[0].fileId };
}

/**
 * Waits until the queued erasure of `userId` has finished: its profile, kept marked until the
 * Cognito user is gone, is deleted last. Fails after `timeoutMs`.
 */
export async function erasureDone(userId: string, timeoutMs = 30_000): Promise<void> {
  const { profiles } = await loadModules();
  const deadline = Date.now() + timeoutMs;
  while (await profiles.getProfile(userId)) {
    if (Date.now() > deadline) throw new Error(`the erasure of ${userId} did not finish in ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** An access token signed by a key the pool never had. */
function otherKeyToken(): string {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const header = Buffer.from(JSON.stringify({ alg: 'RS256', kid: 'CognitoLocal', typ: 'JWT' })).toString('base64url');
  const payload = Buffer.from(JSON.stringify(accessClaims({ 'cognito:groups': ['admin'] }))).toString('base64url');
  return `${header}.${payload}.${sign('RSA-SHA256', Buffer.from(`${header}.${payload}`), privateKey).toString('base64url')}`;
}

/** Builds the world: users of every kind, an Open tender with a bid, an awarded tender with a delivery, notifications. */
export async function buildWorld(): Promise<World> {
  const { notifications } = await loadModules();
  const users = {
    admin: await newUser('admin', 'approved', 'Admin'),
    ownerPoster: await newUser('tenderPoster', 'approved', 'Owner'),
    otherPoster: await newUser('tenderPoster', 'approved', 'Other'),
    contractor: await newUser('geodesist', 'approved', 'Contractor'),
    bidder: await newUser('geodesist', 'approved', 'Bidder'),
    stranger: await newUser('geodesist', 'approved', 'Stranger'),
    pendingGeodesist: await newUser('geodesist', 'pending', 'Pending'),
    rejectedGeodesist: await newUser('geodesist', 'rejected', 'Rejected'),
  } satisfies Record<UserCaller, WorldUser>;

  const open = await openTender(users.ownerPoster, 'Open tender of the matrix');
  const openBid = await bid(users.bidder, open.tenderId, 900);

  const awarded = await openTender(users.ownerPoster, 'Awarded tender of the matrix');
  const winning = await bid(users.contractor, awarded.tenderId, 1500);
  const losing = await bid(users.bidder, awarded.tenderId, 1700);
  await award(users.ownerPoster, awarded.tenderId, winning);
  const delivery = await deliver(users.contractor, awarded.tenderId);

  const notificationIds = {} as Record<UserCaller, string>;
  for (const caller of USER_CALLERS) {
    const stored = await notifications.createNotifications([users[caller].sub], { type: 'tender_posted', message: `A note for ${caller}`, referenceId: open.tenderId, referenceType: 'tender' });
    notificationIds[caller] = stored.get(users[caller].sub)!.notificationId;
  }

  const past = Math.floor(Date.now() / 1000) - 120;
  const { client_id: _, ...idClaims } = accessClaims({ sub: users.admin.sub, 'cognito:groups': ['admin'], token_use: 'id', aud: cloud.ids.userPoolClientId });
  const tokens: Record<Caller, string | undefined> = {
    anonymous: undefined,
    malformedToken: 'not.a.jwt',
    otherKeyToken: otherKeyToken(),
    expiredToken: forgeToken(accessClaims({ sub: users.admin.sub, 'cognito:groups': ['admin'], iat: past - 600, exp: past })),
    idToken: forgeToken(idClaims),
    ...(Object.fromEntries(USER_CALLERS.map((c) => [c, users[c].token])) as Record<UserCaller, string>),
  };
  void losing;
  return {
    users,
    tokens,
    open: { ...open, bidId: openBid },
    awarded: { ...awarded, bidId: winning, ...delivery },
    notifications: notificationIds,
  };
}
