/**
 * `npm run synth [-- <cdk synth options>]`: synthesizes the stage offline with an example sender (unless
 * MAIL_FROM or a `-c geotender:mailFrom=…` is given) and prints each stack's resource budget (bin/stack-report.ts)
 * from the assembly folder, `cdk.out` or the one `-o`/`--output` names. Exits with cdk's status, or 1 when a stack
 * is over budget.
 */
import { spawnSync } from 'node:child_process';
import { reportBudgets } from './stack-report';

const args = process.argv.slice(2);
const outAt = args.findIndex((a) => a === '-o' || a === '--output');
const inline = args.find((a) => a.startsWith('--output='));
const dir = outAt >= 0 ? args[outAt + 1] : inline ? inline.slice('--output='.length) : 'cdk.out';
const mailFrom = args.some((a) => a.includes('geotender:mailFrom')) ? [] : ['-c', `geotender:mailFrom=${process.env.MAIL_FROM ?? 'notifications@geotender.example'}`];
const synth = spawnSync('npx', ['cdk', 'synth', '--quiet', ...mailFrom, ...args], {
  stdio: 'inherit',
  env: { ...process.env, CDK_DISABLE_VERSION_CHECK: '1', CDK_DISABLE_CLI_TELEMETRY: 'true', AWS_EC2_METADATA_DISABLED: 'true', AWS_REGION: process.env.AWS_REGION ?? 'eu-central-1' },
});
if (synth.status !== 0) process.exit(synth.status ?? 1);
process.exit(reportBudgets(dir!) ? 0 : 1);
