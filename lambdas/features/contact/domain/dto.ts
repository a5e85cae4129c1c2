/**
 * Answer schemas of the contact feature (zod): the route table validates answers with them and the web app reads its types from them.
 */
import * as z from 'zod/mini';
import { built } from '../../../domain/built';

/** `POST /contact` answer. */
export const contactReceivedSchema = /* @__PURE__ */ built(() => z.object({ messageId: z.string(), receivedAt: z.string() }));
