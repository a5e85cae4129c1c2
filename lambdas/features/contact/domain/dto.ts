/**
 * Answer schemas of the contact feature (zod): the route table validates answers with them and the web app reads its types from them.
 */
import * as z from 'zod/mini';

/** `POST /contact` answer. */
export const contactReceivedSchema = z.object({ messageId: z.string(), receivedAt: z.string() });
