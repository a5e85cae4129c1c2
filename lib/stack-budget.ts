/**
 * The resource budget of each stack: CloudFormation allows 500 resources a stack; we keep every stack at or
 * under 60 % of that (300), so a feature can grow within its stack and a new feature gets a new stack.
 */

/** CloudFormation's limit of resources in one stack. */
export const CLOUDFORMATION_RESOURCE_LIMIT = 500;
/** Our budget per stack: 60 % of the limit. */
export const STACK_RESOURCE_BUDGET = CLOUDFORMATION_RESOURCE_LIMIT * 0.6;
/**
 * Resources one HTTP route adds to its feature stack: function, role, default policy, log group, integration
 * and invoke permission; its route is one more in the routes stack (alarms are shared: lib/constructs/monitoring.ts).
 */
export const RESOURCES_PER_ROUTE = 6;

export interface StackBudget {
  readonly stack: string;
  readonly resources: number;
  /** Share of CloudFormation's limit in use, in percent. */
  readonly percentOfLimit: number;
  /** Resources left within the budget. */
  readonly headroom: number;
  /** Routes the stack can still take within the budget (RESOURCES_PER_ROUTE each). */
  readonly routesLeft: number;
}

/** The budget of each template (`{ Resources: {...} }`) by stack name, largest first. */
export function stackBudgets(templates: Record<string, { Resources?: Record<string, unknown> }>): StackBudget[] {
  return Object.entries(templates)
    .map(([stack, t]) => {
      const resources = Object.keys(t.Resources ?? {}).length;
      const headroom = STACK_RESOURCE_BUDGET - resources;
      return { stack, resources, percentOfLimit: Math.round((1000 * resources) / CLOUDFORMATION_RESOURCE_LIMIT) / 10, headroom, routesLeft: Math.max(0, Math.floor(headroom / RESOURCES_PER_ROUTE)) };
    })
    .sort((a, b) => b.resources - a.resources);
}

/** `stackBudgets` as a table for the terminal. */
export function formatBudgets(budgets: StackBudget[]): string {
  const rows = budgets.map(
    (b) => `${b.stack.padEnd(32)} ${String(b.resources).padStart(4)}  ${String(b.percentOfLimit).padStart(5)} %  ${String(b.headroom).padStart(4)}  ${String(b.routesLeft).padStart(4)}`,
  );
  const total = budgets.reduce((n, b) => n + b.resources, 0);
  return [
    `${'stack'.padEnd(32)} ${'res.'.padStart(4)}  ${'limit'.padStart(7)}  ${'left'.padStart(4)}  ${'routes'.padStart(6)}`,
    ...rows,
    `${'all stacks'.padEnd(32)} ${String(total).padStart(4)}`,
  ].join('\n');
}
