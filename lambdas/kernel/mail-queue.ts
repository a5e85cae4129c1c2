/**
 * Outgoing e-mail goes through the SQS queue (EMAIL_QUEUE_URL); the e-mail worker sends it with SES
 * (spec part 1, 4.3: up to 3 attempts, then the dead-letter queue).
 */
import { SendMessageCommand } from '@aws-sdk/client-sqs';
import * as z from 'zod/mini';
import { sqs } from './clients/sqs';
import { config } from './config';
import { built } from '../domain/built';

/** Most addresses one queued e-mail may carry: SES's limit of recipients per message. */
export const MAX_RECIPIENTS = 50;

/** The queue message body, checked again by the worker. */
export const emailMessageSchema = /* @__PURE__ */ built(() =>
  z.object({
    to: z.array(z.string().check(z.minLength(1))).check(z.minLength(1), z.maxLength(MAX_RECIPIENTS)),
    subject: z.string().check(z.minLength(1), z.maxLength(500)),
    text: z.string().check(z.minLength(1)),
    html: z.optional(z.string()),
    /**
     * Extra header fields of the message (SESv2 `Content.Simple.Headers`), e.g. RFC 8058's `List-Unsubscribe` and
     * `List-Unsubscribe-Post` on bulk e-mails; at most 5, names of header characters, values on one line.
     */
    headers: z.optional(
      z
        .array(
          z.object({
            name: z.string().check(z.regex(/^[A-Za-z0-9-]{1,100}$/)),
            value: z.string().check(z.minLength(1), z.maxLength(2_000), z.regex(/^[^\r\n]*$/)),
          }),
        )
        .check(z.maxLength(5)),
    ),
    /** Sent once per key (the e-mail worker's idempotency); without it, once per queue message. */
    dedupeKey: z.optional(z.string().check(z.minLength(1), z.maxLength(300))),
    /**
     * When the e-mail was made (epoch ms), set once when it is first queued and kept through the dead-letter queue
     * and any retry, so the worker decides by it, not by the queue's time, whether it predates an erasure.
     */
    createdAtMs: z.optional(z.int().check(z.nonnegative())),
  }),
);
export type EmailMessage = z.infer<typeof emailMessageSchema>;

/**
 * The queue body of `mail`: JSON with every character outside printable ASCII written as a `\uXXXX`
 * escape, so any text the API accepted (NUL, emoji, lone surrogates) survives SQS's character rules and
 * every emulator's; `JSON.parse` gives the same text back.
 */
export function encodeEmailBody(mail: EmailMessage | Record<string, unknown>): string {
  return JSON.stringify(mail).replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The queue body of a new e-mail: `mail` stamped with its creation time (`createdAtMs`, now unless it has one), encoded. */
export function newEmailBody(mail: EmailMessage, nowMs = Date.now()): string {
  return encodeEmailBody({ ...mail, createdAtMs: mail.createdAtMs ?? nowMs });
}

/**
 * Queues one e-mail. `to` is one address or several (max 50); with `dedupeKey` the e-mail worker sends it once per
 * key, however often it is queued. Throws when SQS refuses the message.
 */
export async function enqueueEmail(mail: { to: string | string[]; subject: string; text: string; html?: string; dedupeKey?: string; headers?: EmailMessage['headers'] }): Promise<void> {
  const body: EmailMessage = emailMessageSchema.parse({ ...mail, to: Array.isArray(mail.to) ? mail.to : [mail.to] });
  await sqs.send(new SendMessageCommand({ QueueUrl: config.emailQueueUrl, MessageBody: newEmailBody(body) }));
}
