/**
 * What a failed first deploy, a switched setting or an adopted identity leaves behind: every log group has a retention and goes when a first deploy rolls back; every function writes to a
 * log group of its stack; the DKIM outputs exist only for Easy DKIM; `npm run synth -- -o DIR` writes to DIR.
 */
import { describe, expect, it } from 'vitest';
import { outputDir } from '../../bin/synth';
import { type Resources, synthesize } from './synth';

describe('log groups', () => {
  const resources = synthesize().template.toJSON().Resources as Resources;

  it('gives every log group a retention, and those kept after a delete RetainExceptOnCreate (never plain Retain)', () => {
    const groups = Object.entries(resources).filter(([, r]) => r.Type === 'AWS::Logs::LogGroup');
    expect(groups.length).toBeGreaterThan(40);
    for (const [id, r] of groups) {
      expect(r.Properties!.RetentionInDays, id).toBeGreaterThan(0);
      expect(['Delete', 'RetainExceptOnCreate'], id).toContain(r.DeletionPolicy);
    }
  });

  it('lets no function, aws-cdk-lib’s providers included, write to a log group Lambda would create outside the stack', () => {
    for (const [id, r] of Object.entries(resources).filter(([, r]) => r.Type === 'AWS::Lambda::Function')) {
      expect(r.Properties!.LoggingConfig?.LogGroup, id).toBeDefined();
    }
  });
});

describe('the SES identity’s DKIM outputs', () => {
  it('outputs the three Easy DKIM records of a domain identity', () => {
    const outputs = synthesize({ context: { 'geotender:mailDomain': 'geotender.example' } }).template.toJSON().Outputs as Record<string, unknown>;
    expect(Object.keys(outputs).filter((k) => k.startsWith('Dkim'))).toEqual(['Dkim1', 'Dkim2', 'Dkim3']);
  });

  it('outputs none, and reads no tokens, for an adopted identity signing with its own keys', () => {
    const { template } = synthesize({ context: { 'geotender:mailDomain': 'geotender.example', 'geotender:mailDkim': 'external' } });
    expect(Object.keys(template.toJSON().Outputs as object).filter((k) => k.startsWith('Dkim'))).toEqual([]);
    expect(Object.keys(template.findResources('Custom::SesEmailIdentityStatus'))).toEqual([]);
    expect(Object.keys(template.findResources('Custom::SesEmailIdentity'))).toHaveLength(1);
  });
});

describe('npm run synth', () => {
  it('writes the assembly where -o or --output says, and to cdk.out otherwise', () => {
    expect(outputDir(['-o', '/tmp/x'])).toBe('/tmp/x');
    expect(outputDir(['--output', 'out'])).toBe('out');
    expect(outputDir(['--output=out2', '-c', 'a=b'])).toBe('out2');
    expect(outputDir(['-c', 'geotender:tracing=true'])).toBe('cdk.out');
  });
});
