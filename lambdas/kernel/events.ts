/**
 * Declaring a marketplace event type (spec part 2, 7 "Notifications"). A feature that must tell others of a fact
 * declares the event in its own `events.ts` with `eventType`; it records the event through the platform outbox
 * (table/outbox.ts `outboxItem`, `recordEvent`) and never imports a listener. Listeners (notifications) subscribe
 * by the declaration and parse each body with its schema on arrival.
 *
 * A declaration is `{ type, schema, idOf, example }`:
 * - `type`: the name written in every body (`"tender_posted"`), which listeners dispatch on;
 * - `schema`: the payload's zod schema (the body without `type`, `eventId` and `at`), built at its first read, so
 *   an emitter, which never reads it, never builds it;
 * - `idOf(payload)`: the event's own identity, one per fact (`"tender_posted:<tenderId>"`): deduplication keys on
 *   it, so a declared id never changes;
 * - `example`: a payload the listeners' tests are fed.
 *
 * Pure: no SDK, no I/O. Write each declaration `export const x = /* @__PURE__ *\/ eventType(…)`, so a bundle that
 * imports the module for another declaration leaves this one out (lambdas/domain/built.ts).
 */
import * as z from 'zod/mini';

/** An id in an event's payload (a user, tender, bid or delivery id): any non-empty string, as the items store it. */
export const idField = () => z.string().check(z.minLength(1));

/** A declared event type: its name, payload schema, identity and example payload (see the module docstring). */
export interface EventType<T extends string = string, P extends object = object> {
  readonly type: T;
  /** The payload's schema; built at the first read. */
  readonly schema: z.ZodMiniType<P>;
  /** The event's own identity: the same fact always gives the same id. */
  idOf(payload: P): string;
  readonly example: P;
}

/** Any declared event type (a listener table's key). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a payload of any shape; each use is typed by its declaration
export type AnyEventType = EventType<string, any>;

/** The payload of declared event `E`. */
export type PayloadOf<E extends AnyEventType> = E extends EventType<string, infer P> ? P : never;

/** The event of declaration `E` as its body carries it: `type` and the payload. */
export type EventOf<E extends AnyEventType> = E extends EventType<infer T, infer P> ? { type: T } & P : never;

/**
 * Declares event `type` with its payload `schema` (a function building it, called once at the schema's first
 * read), its identity `idOf` and an `example` payload.
 */
export function eventType<T extends string, S extends z.ZodMiniObject>(type: T, schema: () => S, idOf: (payload: z.output<S>) => string, example: z.output<S>): EventType<T, z.output<S>> {
  let built: z.ZodMiniType<z.output<S>> | undefined;
  return {
    type,
    get schema() {
      // An object schema is a schema of its output; TypeScript cannot see that for a generic shape.
      return (built ??= schema() as unknown as z.ZodMiniType<z.output<S>>);
    },
    idOf,
    example,
  };
}
