/**
 * Prints each synthesized stack's resource count (the stage's root and each nested stack, named by its path,
 * `GeoTender/Data`), its share of CloudFormation's 500, the headroom within the 300-resource budget and the routes
 * it can still take (lib/stack-budget.ts). Reads the assembly folder given (default `cdk.out`), so run it after
 * `cdk synth`: `npm run synth` does both. Exits 1 when a stack is over budget.
 */
import { fileURLToPath } from 'node:url';
import { readTemplates } from '../lib/nag';
import { formatBudgets, STACK_RESOURCE_BUDGET, stackBudgets } from '../lib/stack-budget';

/** Prints the budgets of the templates in `dir`; false when a stack is over budget. */
export function reportBudgets(dir: string): boolean {
  const files = readTemplates(dir);
  const names = new Map<string, string>();
  for (const [file, t] of Object.entries(files)) {
    for (const r of Object.values((t.Resources ?? {}) as Record<string, { Type: string; Metadata?: Record<string, string> }>)) {
      const child = r.Metadata?.['aws:asset:path'];
      const path = r.Metadata?.['aws:cdk:path']?.replace(/\.NestedStack\/.*$/, '');
      if (r.Type === 'AWS::CloudFormation::Stack' && child && path) names.set(child, path);
    }
    if (!names.has(file)) names.set(file, file.replace(/\.(nested\.)?template\.json$/, ''));
  }
  const budgets = stackBudgets(Object.fromEntries(Object.entries(files).map(([file, t]) => [names.get(file) ?? file, t])));
  console.log(formatBudgets(budgets));
  const over = budgets.filter((b) => b.resources > STACK_RESOURCE_BUDGET);
  if (over.length > 0) console.error(`Over the ${STACK_RESOURCE_BUDGET}-resource budget: ${over.map((b) => b.stack).join(', ')}`);
  return over.length === 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exit(reportBudgets(process.argv[2] ?? 'cdk.out') ? 0 : 1);
