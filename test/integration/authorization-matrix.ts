/**
 * The authorization matrix: for every route of the route table, the answer each caller gets.
 * Keyed by handler name, so a route without a row does not compile (and the test fails at run time too).
 *
 * Callers (test/integration/world.ts): the four broken tokens (anonymous, malformed, signed by another key,
 * expired) get 401 from the JWT check on every signed-in route; an ID token gets 403 (the routes require the
 * access token's scope). The real users, by short name:
 *   A admin · O the owning poster · P another poster · C the contractor (won the awarded tender) · B a bidder
 *   (bid on both tenders, lost the awarded one) · S an approved geodesist with no relation · Pe a pending and
 *   R a rejected geodesist.
 * Objects: `w.open` (O's Open tender with B's Pending bid) and `w.awarded` (O's tender In Progress, C the
 * contractor, one Submitted delivery). Rows that change what they touch (`fresh`) get their own objects,
 * and the caller whose call succeeds goes last (`last`), so every other caller meets the object unchanged.
 */
import type { RouteHandlerName } from '../../lambdas/api/routes';
import { expect } from 'vitest';
import { api } from './support';
import { bid, deliver, award, newUser, openTender, uploadPdf, type Caller, type World, type UserCaller } from './world';
import { adminOnly, everyone, signedIn } from './matrix-answers';
import { profileRows } from './authorization-matrix-profiles';
import { mailRows } from './authorization-matrix-mail';
import { accountRows } from './authorization-matrix-account';

export interface Call {
  path: string;
  body?: unknown;
}
export interface MatrixRow {
  /** Objects of its own for a row that changes them (made once, before the first caller). */
  fresh?: (w: World) => Promise<Record<string, string>>;
  /** The request `caller` makes; may upload first (e.g. a staged file only that caller may use). */
  call: (w: World, caller: Caller, own: Record<string, string>) => Call | Promise<Call>;
  /** The caller whose call changes the object; called after all the others. */
  last?: UserCaller;
  /** Expected HTTP status per caller. */
  expect: Record<Caller, number>;
}

const isPoster = (c: Caller) => c === 'ownerPoster' || c === 'otherPoster';
const DUMMY_KEY = 'staging/00000000-0000-4000-8000-000000000000/00000000-0000-4000-8000-000000000001/site-plan.pdf';

export const matrix: Record<RouteHandlerName, MatrixRow> = {
  ...mailRows,
  ...accountRows,
  // Deliverables only for a contract: C of the awarded tender; B and S are refused by the deliver rule.
  'uploads-create': {
    call: (w, c) => ({
      path: '/uploads',
      body: { ...(isPoster(c) ? { purpose: 'attachment' } : { purpose: 'deliverable', tenderId: w.awarded.tenderId }), files: [{ name: 'plan.pdf', size: 1000, contentType: 'application/pdf' }] },
    }),
    expect: signedIn({ A: 403, O: 200, P: 200, C: 200, B: 403, S: 403, Pe: 403, R: 403 }),
  },
  'uploads-verify': {
    call: (w, c) => ({
      path: '/uploads/verify',
      body: {
        key: DUMMY_KEY.replace('00000000-0000-4000-8000-000000000000', '00000000-0000-4000-8000-00000000000f'),
        ...(isPoster(c) ? { purpose: 'attachment' } : { purpose: 'deliverable', tenderId: w.awarded.tenderId }),
      },
    }),
    // A key outside the caller's own staging prefix is refused as not theirs.
    expect: signedIn({ A: 403, O: 403, P: 403, C: 403, B: 403, S: 403, Pe: 403, R: 403 }),
  },
  'tenders-create': {
    call: async (w, c) => ({
      path: '/tenders',
      body: {
        title: 'Matrix tender by a poster',
        description: 'Topographic survey for the matrix',
        expiryDate: '2099-01-31',
        attachments: [isPoster(c) ? await uploadPdf(w.users[c as UserCaller].token, 'attachment') : DUMMY_KEY],
      },
    }),
    expect: signedIn({ A: 403, O: 201, P: 201, C: 403, B: 403, S: 403, Pe: 403, R: 403 }),
  },
  // The Open tenders are for geodesists and admins; posters list their own (scope mine).
  'tenders-list': { call: () => ({ path: '/tenders?scope=open' }), expect: signedIn({ A: 200, O: 403, P: 403, C: 200, B: 200, S: 200, Pe: 403, R: 403 }) },
  'tenders-map': { call: () => ({ path: '/tenders/map?bbox=26.6,58.3,26.8,58.45' }), expect: signedIn({ A: 200, O: 403, P: 403, C: 200, B: 200, S: 200, Pe: 403, R: 403 }) },
  'tenders-get': {
    call: (w) => ({ path: `/tenders/${w.awarded.tenderId}` }),
    expect: signedIn({ A: 200, O: 200, P: 403, C: 200, B: 200, S: 403, Pe: 403, R: 403 }),
  },
  'tenders-update': {
    // B's bid makes the edit an amendment: a reason is due.
    call: (w) => ({ path: `/tenders/${w.open.tenderId}`, body: { title: 'Open tender of the matrix', reason: 'Title of the matrix' } }),
    expect: signedIn({ A: 403, O: 200, P: 403, C: 403, B: 403, S: 403, Pe: 403, R: 403 }),
  },
  'tenders-delete': {
    fresh: async (w) => openTender(w.users.ownerPoster, 'Tender to delete'),
    call: (_w, _c, own) => ({ path: `/tenders/${own.tenderId}` }),
    last: 'ownerPoster',
    expect: signedIn({ A: 403, O: 200, P: 403, C: 403, B: 403, S: 403, Pe: 403, R: 403 }),
  },
  'attachments-download': {
    call: (w) => ({ path: `/tenders/${w.awarded.tenderId}/attachments/${w.awarded.attachmentId}/download` }),
    expect: signedIn({ A: 200, O: 200, P: 403, C: 200, B: 200, S: 403, Pe: 403, R: 403 }),
  },
  'bids-mine-get': {
    call: (w) => ({ path: `/tenders/${w.open.tenderId}/bid` }),
    expect: signedIn({ A: 403, O: 403, P: 403, C: 200, B: 200, S: 200, Pe: 403, R: 403 }),
  },
  'bids-place': {
    fresh: async (w) => openTender(w.users.ownerPoster, 'Tender to bid on'),
    call: (_w, _c, own) => ({ path: `/tenders/${own.tenderId}/bid`, body: { amount: 1234.5, comment: 'Matrix bid' } }),
    expect: signedIn({ A: 403, O: 403, P: 403, C: 201, B: 201, S: 201, Pe: 403, R: 403 }),
  },
  'bids-withdraw': {
    fresh: async (w) => openTenderWithBid(w, 'Tender with a bid to withdraw'),
    call: (_w, _c, own) => ({ path: `/tenders/${own.tenderId}/bid` }),
    last: 'bidder',
    expect: signedIn({ A: 403, O: 403, P: 403, C: 404, B: 200, S: 404, Pe: 403, R: 403 }),
  },
  'bids-list': {
    call: (w) => ({ path: `/tenders/${w.open.tenderId}/bids` }),
    expect: signedIn({ A: 200, O: 200, P: 403, C: 403, B: 403, S: 403, Pe: 403, R: 403 }),
  },
  'bids-accept': {
    fresh: async (w) => openTenderWithBid(w, 'Tender to award'),
    call: (_w, _c, own) => ({ path: `/tenders/${own.tenderId}/bids/${own.bidId}/accept` }),
    last: 'ownerPoster',
    expect: signedIn({ A: 403, O: 200, P: 403, C: 403, B: 403, S: 403, Pe: 403, R: 403 }),
  },
  'deliveries-list': {
    call: (w) => ({ path: `/tenders/${w.awarded.tenderId}/deliveries` }),
    expect: signedIn({ A: 200, O: 200, P: 403, C: 200, B: 403, S: 403, Pe: 403, R: 403 }),
  },
  'tender-history-list': {
    call: (w) => ({ path: `/tenders/${w.awarded.tenderId}/history` }),
    expect: signedIn({ A: 200, O: 200, P: 403, C: 200, B: 200, S: 403, Pe: 403, R: 403 }),
  },
  'tender-ocds-get': {
    call: (w) => ({ path: `/tenders/${w.awarded.tenderId}/ocds` }),
    expect: signedIn({ A: 200, O: 200, P: 403, C: 200, B: 200, S: 403, Pe: 403, R: 403 }),
  },
  'tender-versions-list': {
    call: (w) => ({ path: `/tenders/${w.awarded.tenderId}/versions` }),
    expect: signedIn({ A: 200, O: 200, P: 403, C: 200, B: 200, S: 403, Pe: 403, R: 403 }),
  },
  'bids-confirm': {
    fresh: async (w) => {
      const t = await openTenderWithBid(w, 'Tender amended after a bid');
      const res = await api(w.users.ownerPoster.token, 'PATCH', `/tenders/${t.tenderId}`, { description: 'Boundary, topographic and utility survey of the parcel', reason: 'Utilities added' });
      if (res.status !== 200) throw new Error(`amendment failed: ${res.status} ${JSON.stringify(res.body)}`);
      return t;
    },
    call: (_w, _c, own) => ({ path: `/tenders/${own.tenderId}/bids/mine/confirm` }),
    last: 'bidder',
    expect: signedIn({ A: 403, O: 403, P: 403, C: 404, B: 200, S: 404, Pe: 403, R: 403 }),
  },
  // Questions: approved geodesists ask (any who sees the Open tender), the poster answers, everyone who reads the tender reads them.
  'questions-create': {
    fresh: async (w) => openTender(w.users.ownerPoster, 'Tender to ask about'),
    call: (_w, _c, own) => ({ path: `/tenders/${own.tenderId}/questions`, body: { text: 'Is the boundary survey included?' } }),
    expect: signedIn({ A: 403, O: 403, P: 403, C: 201, B: 201, S: 201, Pe: 403, R: 403 }),
  },
  'questions-list': {
    call: (w) => ({ path: `/tenders/${w.awarded.tenderId}/questions` }),
    expect: signedIn({ A: 200, O: 200, P: 403, C: 200, B: 200, S: 403, Pe: 403, R: 403 }),
  },
  'questions-answer': {
    fresh: async (w) => openTenderWithQuestion(w, 'Tender with a question to answer'),
    call: (_w, _c, own) => ({ path: `/tenders/${own.tenderId}/questions/${own.questionId}/answer`, body: { text: 'Yes, it is included.' } }),
    last: 'ownerPoster',
    expect: signedIn({ A: 403, O: 200, P: 403, C: 403, B: 403, S: 403, Pe: 403, R: 403 }),
  },
  // Profiles: your own always; another's for an admin, or through a tender past Open on which you are the other side.
  'profiles-me-get': { call: () => ({ path: '/profiles/me' }), expect: signedIn({ A: 200, O: 200, P: 200, C: 200, B: 200, S: 200, Pe: 403, R: 403 }) },
  ...profileRows,
  // Ratings: the poster and the contractor of a completed tender rate each other; admins read all and hide.
  'ratings-list': {
    fresh: async (w) => completedTender(w, 'Completed tender to read the ratings of', ['ownerPoster']),
    call: (_w, _c, own) => ({ path: `/tenders/${own.tenderId}/ratings` }),
    expect: signedIn({ A: 200, O: 200, P: 403, C: 200, B: 403, S: 403, Pe: 403, R: 403 }),
  },
  'ratings-create': {
    fresh: async (w) => completedTender(w, 'Completed tender to rate', []),
    call: (_w, c, own) => ({ path: `/tenders/${own.tenderId}/ratings`, body: ratingBody(c) }),
    last: 'contractor',
    expect: signedIn({ A: 403, O: 201, P: 403, C: 201, B: 403, S: 403, Pe: 403, R: 403 }),
  },
  'ratings-update': {
    fresh: async (w) => completedTender(w, 'Completed tender with a rating to change', ['ownerPoster']),
    call: (_w, c, own) => ({ path: `/tenders/${own.tenderId}/ratings/mine`, body: ratingBody(c) }),
    last: 'ownerPoster',
    expect: signedIn({ A: 403, O: 200, P: 403, C: 409, B: 403, S: 403, Pe: 403, R: 403 }),
  },
  'ratings-reply': {
    fresh: async (w) => completedTender(w, 'Completed tender with a rating to reply to', ['ownerPoster', 'contractor']),
    call: (_w, _c, own) => ({ path: `/tenders/${own.tenderId}/ratings/reply`, body: { text: 'Thank you, it was a pleasure.' } }),
    last: 'contractor',
    expect: signedIn({ A: 403, O: 200, P: 403, C: 200, B: 403, S: 403, Pe: 403, R: 403 }),
  },
  'ratings-hide': {
    fresh: async (w) => completedTender(w, 'Completed tender with a rating to hide', ['ownerPoster', 'contractor']),
    call: (_w, _c, own) => ({ path: `/tenders/${own.tenderId}/ratings/hide`, body: { side: 'contractor', reason: 'Personal details of a third person' } }),
    last: 'admin',
    expect: adminOnly(200),
  },
  'profile-ratings-list': {
    call: (w) => ({ path: `/profiles/${w.users.contractor.sub}/ratings?tenderId=${w.awarded.tenderId}` }),
    expect: signedIn({ A: 200, O: 200, P: 403, C: 200, B: 403, S: 403, Pe: 403, R: 403 }),
  },
  'answer-file-download': {
    fresh: async (w) => {
      const own = await openTenderWithQuestion(w, 'Tender with an answer and its file');
      const file = await uploadPdf(w.users.ownerPoster.token, 'attachment', 'answer.pdf');
      const res = await api(w.users.ownerPoster.token, 'POST', `/tenders/${own.tenderId}/questions/${own.questionId}/answer`, { text: 'See the attached plan.', file });
      if (res.status !== 200) throw new Error(`answer: ${res.status} ${JSON.stringify(res.body)}`);
      return own;
    },
    call: (_w, _c, own) => ({ path: `/tenders/${own.tenderId}/questions/${own.questionId}/answer/file` }),
    expect: signedIn({ A: 200, O: 200, P: 403, C: 200, B: 200, S: 200, Pe: 403, R: 403 }),
  },
  'messages-list': {
    call: (w) => ({ path: `/tenders/${w.awarded.tenderId}/messages` }),
    expect: signedIn({ A: 200, O: 200, P: 403, C: 200, B: 403, S: 403, Pe: 403, R: 403 }),
  },
  'messages-create': {
    call: (w) => ({ path: `/tenders/${w.awarded.tenderId}/messages`, body: { text: 'Which benchmark should the survey tie in?' } }),
    expect: signedIn({ A: 201, O: 201, P: 403, C: 201, B: 403, S: 403, Pe: 403, R: 403 }),
  },
  'messages-read': {
    fresh: async (w) => postedMessage(w, 'ownerPoster', 'Please confirm the coordinate system.'),
    call: (_w, _c, own) => ({ path: `/tenders/${own.tenderId}/messages/read`, body: { upTo: own.messageId } }),
    expect: signedIn({ A: 200, O: 200, P: 403, C: 200, B: 403, S: 403, Pe: 403, R: 403 }),
  },
  'messages-hide': {
    fresh: async (w) => postedMessage(w, 'contractor', 'Call me on my private number.'),
    call: (_w, _c, own) => ({ path: `/tenders/${own.tenderId}/messages/${own.messageId}/hide`, body: { reason: 'Contact details are shared through the platform only' } }),
    last: 'admin',
    expect: adminOnly(200),
  },
  'message-file-download': {
    fresh: async (w) => {
      const file = await uploadPdf(w.users.contractor.token, 'deliverable', 'sketch.pdf', w.awarded.tenderId);
      const res = await api(w.users.contractor.token, 'POST', `/tenders/${w.awarded.tenderId}/messages`, { files: [file] });
      if (res.status !== 201) throw new Error(`message: ${res.status} ${JSON.stringify(res.body)}`);
      return { tenderId: w.awarded.tenderId, messageId: res.body.message.messageId, fileId: res.body.message.files[0].fileId };
    },
    call: (_w, _c, own) => ({ path: `/tenders/${own.tenderId}/messages/${own.messageId}/files/${own.fileId}` }),
    expect: signedIn({ A: 200, O: 200, P: 403, C: 200, B: 403, S: 403, Pe: 403, R: 403 }),
  },
  'deliveries-create': {
    call: async (w, c) => ({
      path: `/tenders/${w.awarded.tenderId}/deliveries`,
      body: { files: [c === 'contractor' ? await uploadPdf(w.users.contractor.token, 'deliverable', undefined, w.awarded.tenderId) : DUMMY_KEY] },
    }),
    last: 'contractor',
    expect: signedIn({ A: 403, O: 403, P: 403, C: 201, B: 403, S: 403, Pe: 403, R: 403 }),
  },
  'deliveries-request-changes': {
    fresh: async (w) => awardedWithDelivery(w, 'Tender with changes to request'),
    call: (_w, _c, own) => ({ path: `/tenders/${own.tenderId}/deliveries/${own.deliveryId}/request-changes`, body: { comment: 'Please add the control points' } }),
    last: 'ownerPoster',
    expect: signedIn({ A: 403, O: 200, P: 403, C: 403, B: 403, S: 403, Pe: 403, R: 403 }),
  },
  'delivery-files-download': {
    call: (w) => ({ path: `/tenders/${w.awarded.tenderId}/deliveries/${w.awarded.deliveryId}/files/${w.awarded.fileId}/download` }),
    expect: signedIn({ A: 200, O: 200, P: 403, C: 200, B: 403, S: 403, Pe: 403, R: 403 }),
  },
  'tenders-complete': {
    fresh: async (w) => awardedWithDelivery(w, 'Tender to complete'),
    call: (_w, _c, own) => ({ path: `/tenders/${own.tenderId}/complete` }),
    last: 'ownerPoster',
    expect: signedIn({ A: 403, O: 200, P: 403, C: 403, B: 403, S: 403, Pe: 403, R: 403 }),
  },
  // O's tender awarded to C with a delivery: its poster may no longer cancel it (409), an admin may.
  'tender-cancel': {
    fresh: async (w) => awardedWithDelivery(w, 'Tender to cancel'),
    call: (_w, _c, own) => ({ path: `/tenders/${own.tenderId}/cancel`, body: { reason: 'budget_withdrawn', text: 'The survey budget was withdrawn' } }),
    last: 'admin',
    expect: signedIn({ A: 200, O: 409, P: 403, C: 403, B: 403, S: 403, Pe: 403, R: 403 }),
  },
  // O's tender with B's bid, cancelled while Open: whoever could read it still does (every approved geodesist).
  'tender-cancellation-get': {
    fresh: async (w) => cancelledWithBid(w, 'Cancelled tender'),
    call: (_w, _c, own) => ({ path: `/tenders/${own.tenderId}/cancellation` }),
    expect: signedIn({ A: 200, O: 200, P: 403, C: 200, B: 200, S: 200, Pe: 403, R: 403 }),
  },
  'admin-approvals-list': { call: () => ({ path: '/admin/approvals' }), expect: adminOnly(200) },
  'admin-approval-decide': {
    fresh: async () => ({ userId: (await newUser('geodesist', 'pending', 'Applicant')).sub }),
    call: (_w, _c, own) => ({ path: `/admin/users/${own.userId}/approval`, body: { status: 'approved' } }),
    last: 'admin',
    expect: adminOnly(200),
  },
  'admin-users-list': { call: () => ({ path: '/admin/users?search=matrix' }), expect: adminOnly(200) },
  'admin-users-create': {
    call: () => ({
      path: '/admin/users',
      body: { firstName: 'Added', lastName: 'By Matrix', email: `added.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@matrix.example`, password: 'Survey2026x', role: 'tenderPoster' },
    }),
    expect: adminOnly(201),
  },
  'admin-users-update': {
    fresh: async () => ({ userId: (await newUser('geodesist', 'approved', 'Edited')).sub }),
    call: (_w, _c, own) => ({ path: `/admin/users/${own.userId}`, body: { firstName: 'Edited', lastName: 'By Admin', company: 'Edited Company', phone: '+372 5555 1234' } }),
    expect: adminOnly(200),
  },
  'admin-users-delete': {
    fresh: async () => ({ userId: (await newUser('tenderPoster', 'approved', 'Doomed')).sub }),
    call: (_w, _c, own) => ({ path: `/admin/users/${own.userId}` }),
    last: 'admin',
    expect: adminOnly(200),
  },
  'admin-stats-get': { call: () => ({ path: '/admin/stats' }), expect: adminOnly(200) },
  'admin-ocds-export': { call: () => ({ path: '/admin/ocds' }), expect: adminOnly(200) },
  'admin-user-history': { call: (w) => ({ path: `/admin/users/${w.users.bidder.sub}/history` }), expect: adminOnly(200) },
  'notifications-list': { call: () => ({ path: '/notifications' }), expect: signedIn({ A: 200, O: 200, P: 200, C: 200, B: 200, S: 200, Pe: 200, R: 200 }) },
  'notifications-read': {
    call: (w) => ({ path: '/notifications/read', body: { ids: [w.notifications.ownerPoster] } }),
    expect: signedIn({ A: 200, O: 200, P: 200, C: 200, B: 200, S: 200, Pe: 200, R: 200 }),
  },
  'notifications-delete': {
    // Everyone tries to delete the owner's notification: only the owner finds it.
    call: (w) => ({ path: `/notifications/${w.notifications.ownerPoster}` }),
    last: 'ownerPoster',
    expect: signedIn({ A: 404, O: 200, P: 404, C: 404, B: 404, S: 404, Pe: 404, R: 404 }),
  },
  'notification-preferences-get': { call: () => ({ path: '/me/notification-preferences' }), expect: signedIn({ A: 200, O: 200, P: 200, C: 200, B: 200, S: 200, Pe: 200, R: 200 }) },
  'notification-preferences-update': {
    call: () => ({ path: '/me/notification-preferences', body: { preferences: {} } }),
    expect: signedIn({ A: 200, O: 200, P: 200, C: 200, B: 200, S: 200, Pe: 200, R: 200 }),
  },
  'admin-email-health': { call: () => ({ path: '/admin/email/health' }), expect: adminOnly(200) },
  'admin-email-test': { call: () => ({ path: '/admin/email/test', body: { to: 'matrix-check@geotender.example' } }), expect: adminOnly(200) },
  'admin-notification-test': { call: () => ({ path: '/admin/notifications/test' }), expect: adminOnly(200) },
  'admin-dead-letters-list': { call: () => ({ path: '/admin/dead-letters' }), expect: adminOnly(200) },
  'admin-dead-letters-retry': { call: () => ({ path: '/admin/dead-letters/retry', body: { queue: 'email' } }), expect: adminOnly(200) },
  // A user's own data: every signed-in user, approved or not, may export theirs.
  'data-export-request': { call: () => ({ path: '/me/data-export' }), expect: signedIn({ A: 200, O: 200, P: 200, C: 200, B: 200, S: 200, Pe: 200, R: 200 }) },
  'data-export-get': { call: () => ({ path: '/me/data-export' }), expect: signedIn({ A: 200, O: 200, P: 200, C: 200, B: 200, S: 200, Pe: 200, R: 200 }) },
  // Without the typed confirmation nobody's account is erased: 400 before the role is read (the roles, the
  // refusals and the erasure itself are in test/integration/privacy.test.ts).
  'me-erase': { call: () => ({ path: '/me', body: { confirm: 'no' } }), expect: signedIn({ A: 400, O: 400, P: 400, C: 400, B: 400, S: 400, Pe: 400, R: 400 }) },
  // Public: the token is ignored; a too-short name is refused the same for everyone (the handler ran).
  'contact-create': {
    call: () => ({ path: '/contact', body: { name: 'A', email: 'someone@example.com', subject: 'Survey question', message: 'Is a topographic survey included?' } }),
    expect: everyone(400),
  },
};

/** A fresh Open tender of O with one Pending bid of B. */
async function openTenderWithBid(w: World, title: string): Promise<Record<string, string>> {
  const t = await openTender(w.users.ownerPoster, title);
  return { ...t, bidId: await bid(w.users.bidder, t.tenderId) };
}

/** A fresh tender of O with B's bid, cancelled by O. */
async function cancelledWithBid(w: World, title: string): Promise<Record<string, string>> {
  const t = await openTenderWithBid(w, title);
  const res = await api(w.users.ownerPoster.token, 'POST', `/tenders/${t.tenderId}/cancel`, { reason: 'no_longer_needed' });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return t;
}

/** A fresh Open tender of O with one question of S. */
async function openTenderWithQuestion(w: World, title: string): Promise<Record<string, string>> {
  const t = await openTender(w.users.ownerPoster, title);
  const res = await api(w.users.stranger.token, 'POST', `/tenders/${t.tenderId}/questions`, { text: 'Which coordinate system should the survey use?' });
  if (res.status !== 201) throw new Error(`question: ${res.status} ${JSON.stringify(res.body)}`);
  return { ...t, questionId: res.body.question.questionId };
}

/** A message of `by` (the poster or the contractor) on the awarded tender: its tender and message ids. */
async function postedMessage(w: World, by: 'ownerPoster' | 'contractor', text: string): Promise<Record<string, string>> {
  const res = await api(w.users[by].token, 'POST', `/tenders/${w.awarded.tenderId}/messages`, { text });
  if (res.status !== 201) throw new Error(`message: ${res.status} ${JSON.stringify(res.body)}`);
  return { tenderId: w.awarded.tenderId, messageId: res.body.message.messageId };
}

/** A fresh tender of O awarded to C with one Submitted delivery. */
async function awardedWithDelivery(w: World, title: string): Promise<Record<string, string>> {
  const t = await openTender(w.users.ownerPoster, title);
  const winning = await bid(w.users.contractor, t.tenderId);
  await award(w.users.ownerPoster, t.tenderId, winning);
  return { ...t, ...(await deliver(w.users.contractor, t.tenderId)) };
}

/** A rating body for `caller`'s side: the poster rates the geodesist's criteria, anyone else the poster's. */
function ratingBody(caller: Caller): { stars: Record<string, number>; text: string } {
  const stars: Record<string, number> = isPoster(caller) ? { quality: 5, schedule: 4, communication: 5 } : { clarity: 4, responsiveness: 5, fairness: 5 };
  return { stars, text: 'Clear brief and a smooth project' };
}

/** A fresh tender of O awarded to C, delivered and completed; `raters` (O, C) have rated it. */
async function completedTender(w: World, title: string, raters: ('ownerPoster' | 'contractor')[]): Promise<Record<string, string>> {
  const t = await awardedWithDelivery(w, title);
  const done = await api(w.users.ownerPoster.token, 'POST', `/tenders/${t.tenderId}/complete`);
  if (done.status !== 200) throw new Error(`complete: ${done.status} ${JSON.stringify(done.body)}`);
  for (const rater of raters) {
    const res = await api(w.users[rater].token, 'POST', `/tenders/${t.tenderId}/ratings`, ratingBody(rater));
    if (res.status !== 201) throw new Error(`rating: ${res.status} ${JSON.stringify(res.body)}`);
  }
  return t;
}
