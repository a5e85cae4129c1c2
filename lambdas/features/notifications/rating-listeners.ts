/**
 * Who hears of ratings, and what a completed project starts (docs/decisions/after-award/ratings.md), registered in
 * event-listeners.ts:
 * - deliverables_accepted (with the existing listener of that event): the tender counts once as a completed project
 *   of its poster and its contractor (profiles' countCompletedProject, conditioned on the tender's marker);
 * - ratings_revealed: each rated person hears "you were rated" (kind `rating_received`, preference `ratings`): both
 *   sides, or those the event names when the window closed on one rating;
 * - rating_replied: the rating's author hears of the reply;
 * - rating_hidden: the rating's author is told it was hidden, and why;
 * - ratings_reveal_due (the reveal timer): the round is revealed at the event's time (the platform's clock: the
 *   local cloud's when moved) unless a read or write did it; its ratings_revealed then tells both sides.
 * Every notification is keyed on the event's origin, so an event handled again notifies nobody twice.
 */
import { getProfile } from '../account/public';
import type { Profile } from '../account/domain/dto';
import { countCompletedProject } from '../profiles/public';
import { ratingHidden, ratingReplied, ratingsRevealDue, ratingsRevealed, revealIfDue } from '../ratings/public';
import { getTenders } from '../tenders/public';
import type { deliverablesAccepted } from '../deliveries/public';
import type { PayloadOf } from '../../kernel/events';
import type { NotificationOrigin } from './data/notifications';
import { notifyUsers } from './notify-users';

async function recipients(userIds: readonly string[]): Promise<Profile[]> {
  const found = await Promise.all([...new Set(userIds)].map((id) => getProfile(id)));
  return found.filter((p): p is Profile => !!p && !p.erasingAt);
}

const ref = (e: { tenderId: string; title: string }) => ({ referenceId: e.tenderId, referenceType: 'tender' as const, tenderTitle: e.title });
const once = (origin?: NotificationOrigin) => (origin ? { origin } : {});

/** deliverables_accepted: counts the tender once as a completed project of both sides. */
export async function onProjectCompleted(e: PayloadOf<typeof deliverablesAccepted>): Promise<void> {
  await countCompletedProject({ tenderId: e.tenderId, creatorId: e.creatorId, contractorId: e.contractorId });
}

/** The listeners of ratings' events: `{ event, handle }`, as event-listeners.ts `on` makes them. */
export const ratingListeners = [
  {
    event: ratingsRevealed,
    handle: async (e: PayloadOf<typeof ratingsRevealed>, origin?: NotificationOrigin) =>
      void (await notifyUsers(
        await recipients(e.ratedIds ?? [e.creatorId, e.contractorId]),
        { type: 'rating_received', notice: { key: 'notice.ratingsRevealed', values: { title: e.title } }, ...ref(e) },
        once(origin),
      )),
  },
  {
    event: ratingReplied,
    handle: async (e: PayloadOf<typeof ratingReplied>, origin?: NotificationOrigin) =>
      void (await notifyUsers(await recipients([e.authorId]), { type: 'rating_replied', notice: { key: 'notice.ratingReplied', values: { title: e.title } }, ...ref(e) }, once(origin))),
  },
  {
    event: ratingHidden,
    handle: async (e: PayloadOf<typeof ratingHidden>, origin?: NotificationOrigin) =>
      void (await notifyUsers(
        await recipients([e.authorId]),
        { type: 'rating_hidden', notice: { key: 'notice.ratingHidden', values: { title: e.title, reason: e.reason } }, ...ref(e) },
        once(origin),
      )),
  },
  {
    event: ratingsRevealDue,
    handle: async (e: PayloadOf<typeof ratingsRevealDue>, origin?: NotificationOrigin) => {
      const [tender] = await getTenders([e.tenderId]);
      if (tender) await revealIfDue(tender, new Date(origin?.atMs ?? Date.now()).toISOString());
    },
  },
] as const;
