/** `POST /contact` (public, sent without a token): a message to the GeoTender team, stored and e-mailed to the admins. */
import { useMutation } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import type { contactSchema } from '@features/contact/domain/schemas';
import { publicApiClient, request } from '@/lib/api-client';

export type ContactMessage = z.input<typeof contactSchema>;

export const sendContactMessage = (message: ContactMessage) => request(publicApiClient().POST('/contact', { body: message }));

export type ContactReceived = Awaited<ReturnType<typeof sendContactMessage>>;

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
