/**
 * Request schemas of the contact feature (zod): the route table validates bodies and queries with them and the web app its forms.
 */
import * as z from 'zod/mini';
import { messages, nameText, text } from '../../../domain/schemas';
import { built } from '../../../domain/built';

/** Contact form (part 1, 2.10 and 5). */
export const contactSchema = /* @__PURE__ */ built(() =>
  z.object({
    name: nameText(messages.contactName, 2, 200),
    email: z.string({ error: messages.validEmail }).check(z.trim(), z.email(messages.validEmail)),
    subject: text(messages.contactSubject, 3, 200),
    message: text(messages.contactMessage, 10, 5000),
  }),
);
