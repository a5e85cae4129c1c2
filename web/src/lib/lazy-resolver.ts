/**
 * A react-hook-form resolver that loads the real one on the first validation: a form
 * renders without its schema library (zod), which the sign-in page's first paint need not wait for.
 * `load` resolves with the resolver (e.g. zodResolver(schema)); it is called once, again after a failure.
 */
import type { FieldValues, Resolver } from 'react-hook-form';

export function lazyResolver<TInput extends FieldValues, TOutput = TInput>(load: () => Promise<Resolver<TInput, unknown, TOutput>>): Resolver<TInput, unknown, TOutput> & { preload: () => void } {
  let pending: Promise<Resolver<TInput, unknown, TOutput>> | undefined;
  const get = () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
  const resolver: Resolver<TInput, unknown, TOutput> = async (values, context, options) => (await get())(values, context, options);
  return Object.assign(resolver, { preload: () => void get().catch(() => undefined) });
}
