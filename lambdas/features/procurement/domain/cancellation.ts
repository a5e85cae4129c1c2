/**
 * Cancellation of a tender with a reason (docs/decisions/procurement/cancellation.md): the fixed reasons (codes the
 * API stores, labels people read), the limits and messages, the request and answer schemas. Pure module shared by
 * the handlers, the listeners and the web app. Who may cancel is a clause list beside it (cancel-rules.ts).
 */
import * as z from 'zod/mini';
import { built } from '../../../domain/built';
import { ROLES } from '../../../domain/roles';
import { noControlCharacters, stagedKeySchema } from '../../../domain/schemas';
import { english } from '../../../domain/i18n/english';
import { englishName } from '../../../domain/i18n/english-name';

/** Why a tender is cancelled: the codes stored and sent, in the order the form offers them. */
export const CANCEL_REASONS = ['no_longer_needed', 'budget_withdrawn', 'requirements_changed', 'no_suitable_bids', 'other'] as const;
export type CancelReason = (typeof CANCEL_REASONS)[number];

/** The English label of each reason, as the form, the Cancellation card, the notifications and the history show it (the domain part's `domain.cancelReason.*`, in the reader's language on screen). */
export const CANCEL_REASON_LABELS: Record<CancelReason, string> = {
  no_longer_needed: englishName('domain.cancelReason.no_longer_needed'),
  budget_withdrawn: englishName('domain.cancelReason.budget_withdrawn'),
  requirements_changed: englishName('domain.cancelReason.requirements_changed'),
  no_suitable_bids: englishName('domain.cancelReason.no_suitable_bids'),
  other: englishName('domain.cancelReason.other'),
};

/** Longest explanation, in characters (after trimming). */
export const MAX_CANCEL_TEXT = 1_000;

/** Messages of cancellation, each one a person can act on. */
export const cancelMessages = {
  reasonRequired: english('error.cancel.reasonRequired'),
  textRequired: english('error.cancel.textRequired'),
  textTooLong: english('error.cancel.textTooLong', { max: MAX_CANCEL_TEXT }),
  notYours: english('error.cancel.notYours'),
  alreadyCancelled: english('error.cancel.alreadyCancelled'),
  finished: english('error.cancel.finished'),
  delivered: english('error.cancel.delivered'),
  beingDeleted: english('error.cancel.beingDeleted'),
  notCancelled: english('error.cancel.notCancelled'),
  documentNotYours: english('error.cancel.documentNotYours'),
  documentByPosters: english('error.cancel.documentByPosters'),
} as const;

/**
 * `POST /tenders/{tenderId}/cancel` body: the reason (one of CANCEL_REASONS), an explanation (trimmed, at most
 * MAX_CANCEL_TEXT characters; required when the reason is `other`, else optional) and optionally one staged
 * upload (`document`, a key under the caller's `staging/` prefix, from POST /uploads).
 */
export const cancelRequestSchema = /* @__PURE__ */ built(() =>
  z
    .object({
      reason: z.enum(CANCEL_REASONS, { error: cancelMessages.reasonRequired }),
      text: z.pipe(
        z.nullish(z.string().check(z.trim(), z.maxLength(MAX_CANCEL_TEXT, cancelMessages.textTooLong), noControlCharacters)),
        z.transform((v: string | null | undefined) => (v ? v : null)),
      ),
      document: z.nullish(stagedKeySchema),
    })
    .check(z.refine((v) => v.reason !== 'other' || !!v.text, { message: cancelMessages.textRequired, path: ['text'] })),
);
export type CancelRequest = z.input<typeof cancelRequestSchema>;

/**
 * A tender's cancellation as its page shows it: the reason (code and label), the explanation, the canceller's role
 * (never their name), when (ISO instant), and the document with a link valid `expiresInSeconds` (a fresh one on
 * every read).
 */
export const cancellationSchema = /* @__PURE__ */ built(() =>
  z.object({
    tenderId: z.string(),
    reason: z.enum(CANCEL_REASONS),
    reasonLabel: z.string(),
    text: z.nullable(z.string()),
    cancelledByRole: z.enum(ROLES),
    cancelledAt: z.string(),
    document: z.nullable(z.object({ filename: z.string(), contentType: z.string(), size: z.number(), url: z.string(), expiresInSeconds: z.number() })),
  }),
);
export type Cancellation = z.infer<typeof cancellationSchema>;
