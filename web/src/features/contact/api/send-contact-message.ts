/** `POST /contact` (public, sent without a token): a message to the GeoTender team, stored and e-mailed to the admins. */
import { useMutation } from '@tanstack/react-query';
import type * as z from 'zod/mini';
import type { contactReceivedSchema } from '@domain/dto';
import type { contactSchema } from '@domain/schemas';
import { api } from '@/lib/api-client';

export type ContactMessage = z.input<typeof contactSchema>;
export type ContactReceived = z.infer<typeof contactReceivedSchema>;

export const sendContactMessage = (message: ContactMessage): Promise<ContactReceived> =>
  api<ContactReceived>('/contact', { method: 'POST', body: message, auth: false });

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
