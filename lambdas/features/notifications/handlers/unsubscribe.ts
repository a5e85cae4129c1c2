/**
 * `POST /unsubscribe?token=…` (public, no sign-in): RFC 8058 one-click unsubscribe. The signed token
 * (unsubscribe-token.ts) names a person and a kind of e-mail; that kind's e-mail is turned off for them
 * (both → in_app, email → in_app; their daily digest stops with it, as it is e-mail). Idempotent: 200 also when it
 * was off already, and for an account that no longer exists (nothing is written for it). A token that is malformed,
 * forged or signed with another key: 400 with what to do instead, nothing changed.
 */
import { getProfile } from '../../account/public';
import { turnEmailOff } from '../data/notification-preferences';
import { unsubscribeMessages } from '../domain/digest';
import { unsubscribeKey, verifyUnsubscribeToken } from '../unsubscribe-token';
import { BadRequestError } from '../../../kernel/errors';
import { httpHandler } from '../../../api/http-handler';

export const handler = httpHandler('unsubscribe', async ({ query }) => {
  const named = verifyUnsubscribeToken(await unsubscribeKey('unsubscribe'), query.token);
  if (!named) throw new BadRequestError(unsubscribeMessages.invalid, { token: [unsubscribeMessages.invalid] });
  const profile = await getProfile(named.userId);
  // An erased (or erasing) account has no preferences to keep: nothing is written that would name it again.
  const changed = profile && !profile.erasingAt ? await turnEmailOff(named.userId, named.kind) : false;
  return { kind: named.kind, changed, message: unsubscribeMessages.done(named.kind) };
});
