/**
 * `npm run synth [-- <cdk synth options>]`: synthesizes the stage offline with an example sender (unless
 * MAIL_FROM or a `-c geotender:mailFrom=…` is given) and prints each stack's resource budget (bin/stack-report.ts)
 * from the assembly folder, `cdk.out` or the one `-o`/`--output` names. Exits with cdk's status, or 1 when a stack
 * is over budget.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { reportBudgets } from './stack-report';

/** The assembly folder `cdk synth` writes with `args`: `-o DIR`, `--output DIR`, `--output=DIR`, else `cdk.out`. */
export function outputDir(args: readonly string[]): string {
  const at = args.findIndex((a) => a === '-o' || a === '--output');
  if (at >= 0 && args[at + 1]) return args[at + 1]!;
  const inline = args.find((a) => a.startsWith('--output=') || a.startsWith('-o='));
  return inline ? inline.slice(inline.indexOf('=') + 1) : 'cdk.out';
}

function main(args: string[]): number {
  const mailFrom = args.some((a) => a.includes('geotender:mailFrom')) ? [] : ['-c', `geotender:mailFrom=${process.env.MAIL_FROM ?? 'notifications@geotender.example'}`];
  const synth = spawnSync('npx', ['cdk', 'synth', '--quiet', ...mailFrom, ...args], {
    stdio: 'inherit',
    env: { ...process.env, CDK_DISABLE_VERSION_CHECK: '1', CDK_DISABLE_CLI_TELEMETRY: 'true', AWS_EC2_METADATA_DISABLED: 'true', AWS_REGION: process.env.AWS_REGION ?? 'eu-central-1' },
  });
  if (synth.status !== 0) return synth.status ?? 1;
  return reportBudgets(outputDir(args)) ? 0 : 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exit(main(process.argv.slice(2)));
