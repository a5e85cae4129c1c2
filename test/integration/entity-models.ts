/**
 * Every ElectroDB model of the table in one object, for tests that read or seed items directly. Loaded on
 * demand (after the test has pointed the environment at the local cloud), like the modules themselves.
 */
export type EntityModels = typeof import('../../lambdas/table/entities') &
  typeof import('../../lambdas/features/account/data/user-entities') &
  typeof import('../../lambdas/features/tenders/data/tender-entities') &
  typeof import('../../lambdas/features/tenders/data/bid-entities') &
  typeof import('../../lambdas/features/deliveries/data/delivery-entities') &
  typeof import('../../lambdas/features/notifications/data/notification-entities') &
  typeof import('../../lambdas/features/contact/data/contact-entities');

/** Imports every entity module and returns their exports as one object. */
export async function loadEntityModels(): Promise<EntityModels> {
  const modules = await Promise.all([
    import('../../lambdas/table/entities'),
    import('../../lambdas/features/account/data/user-entities'),
    import('../../lambdas/features/tenders/data/tender-entities'),
    import('../../lambdas/features/tenders/data/bid-entities'),
    import('../../lambdas/features/deliveries/data/delivery-entities'),
    import('../../lambdas/features/notifications/data/notification-entities'),
    import('../../lambdas/features/contact/data/contact-entities'),
  ]);
  return Object.assign({}, ...modules) as EntityModels;
}
