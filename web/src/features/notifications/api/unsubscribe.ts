/**
 * `POST /unsubscribe?token=…` (public, sent without a session): turns off the e-mails of the kind the signed token of
 * an e-mail's link names (one-click unsubscribe, RFC 8058; the unsubscribe page asks before it posts).
 */
import { useMutation } from '@tanstack/react-query';
import { publicApiClient, request } from '@/lib/api-client';

export const unsubscribe = (token: string) => request(publicApiClient().POST('/unsubscribe', { params: { query: { token } }, body: {} }));

export type UnsubscribeAnswer = Awaited<ReturnType<typeof unsubscribe>>;

export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe });
}
