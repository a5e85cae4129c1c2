/**
 * Procurement's messages and limits: what a public buyer needs around a published tender (questions and answers,
 * amendments with versions, deadline extensions, cancellation with a reason, the tender's history and its open-data
 * release). Rules live in clause lists beside this module; the messages here are the ones a person reads.
 */

/** Messages of the procurement routes, each one a person can act on. */
export const procurementMessages = {
  badCursor: 'Invalid page cursor',
} as const;
