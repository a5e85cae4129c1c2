/**
 * Prints each synthesized stack's resource count, its share of CloudFormation's 500, the headroom within
 * the 300-resource budget and the routes it can still take (lib/stack-budget.ts). Reads `cdk.out` (or the
 * folder given), so run it after `cdk synth`: `npm run synth` does both. Exits 1 when a stack is over budget.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatBudgets, STACK_RESOURCE_BUDGET, stackBudgets } from '../lib/stack-budget';

const dir = process.argv[2] ?? 'cdk.out';
const templates = Object.fromEntries(
  readdirSync(dir)
    .filter((f) => f.endsWith('.template.json'))
    .map((f) => [f.replace(/\.template\.json$/, ''), JSON.parse(readFileSync(join(dir, f), 'utf8'))]),
);
const budgets = stackBudgets(templates);
console.log(formatBudgets(budgets));
const over = budgets.filter((b) => b.resources > STACK_RESOURCE_BUDGET);
if (over.length > 0) {
  console.error(`Over the ${STACK_RESOURCE_BUDGET}-resource budget: ${over.map((b) => b.stack).join(', ')}`);
  process.exit(1);
}
