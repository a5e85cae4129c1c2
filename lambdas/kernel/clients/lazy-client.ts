/**
 * A client of the AWS SDK created at its first use, not when its module is imported: a function whose code
 * path never calls the service (every route may repair an account through Cognito, few ever do) does not pay
 * for building the client's configuration and middleware at cold start. One client per container.
 */

/**
 * Stands for the client `create` returns: the first read of any member (`send`, `middlewareStack`, …) creates
 * it, and every read answers that client's member (methods bound to it). Takes the factory; returns the stand-in.
 */
export function lazyClient<C extends object>(create: () => C): C {
  let client: C | undefined;
  return new Proxy({} as C, {
    get(_, key) {
      client ??= create();
      const value: unknown = Reflect.get(client, key, client);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(client) : value;
    },
  });
}
