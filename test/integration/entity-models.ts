/**
 * Every ElectroDB model of the table in one object, for tests that read or seed items directly. Loaded on
 * demand (after the test has pointed the environment at the local cloud), like the modules themselves.
 */
export type EntityModels = typeof import('../../lambdas/data/entities') &
  typeof import('../../lambdas/data/user-entities') &
  typeof import('../../lambdas/data/tender-entities') &
  typeof import('../../lambdas/data/bid-entities') &
  typeof import('../../lambdas/data/delivery-entities') &
  typeof import('../../lambdas/data/notification-entities') &
  typeof import('../../lambdas/data/contact-entities');

/** Imports every entity module and returns their exports as one object. */
export async function loadEntityModels(): Promise<EntityModels> {
  const modules = await Promise.all([
    import('../../lambdas/data/entities'),
    import('../../lambdas/data/user-entities'),
    import('../../lambdas/data/tender-entities'),
    import('../../lambdas/data/bid-entities'),
    import('../../lambdas/data/delivery-entities'),
    import('../../lambdas/data/notification-entities'),
    import('../../lambdas/data/contact-entities'),
  ]);
  return Object.assign({}, ...modules) as EntityModels;
}
