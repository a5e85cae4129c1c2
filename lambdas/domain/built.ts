/**
 * Module-level values that a bundle may leave out when nothing reads them (each function carries
 * only its route's schemas).
 *
 * `export const x = /* @__PURE__ *\/ built(() => z.object({ … }))` builds `x` once, at load, like any constant.
 * The annotation tells esbuild the call has no other effect, so a bundle that never reads `x` drops it and
 * never builds it. Without it esbuild keeps every top-level zod call of every module a function imports:
 * it does not carry zod's own `@__NO_SIDE_EFFECTS__` marks across modules, and a method such as `.check()`
 * could do anything. `test/unit/droppable-schemas.test.ts` fails when a schema module builds a value an
 * unused import keeps.
 */

/** Runs `build` and returns what it returns; the caller marks the call `@__PURE__`. */
export const built = <T>(build: () => T): T => build();
