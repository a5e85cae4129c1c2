/**
 * The open-data ocid prefix (`geotender:ocidPrefix`, docs/decisions/procurement/open-data.md): `ocds-geotender` until
 * a stage sets its registered prefix, a malformed one refused before anything is built, and the chosen one handed to
 * the functions as OCID_PREFIX (lambdas/kernel/config.ts).
 */
import { App } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { settingsFromContext } from '../../lib/settings';

const settingsOf = (context: Record<string, unknown>) => settingsFromContext(new App({ context: { 'geotender:mailFrom': 'a@survey.example', ...context } }).node);

describe('geotender:ocidPrefix', () => {
  it('is ocds-geotender by default and takes a registered prefix', () => {
    expect(settingsOf({}).ocidPrefix).toBe('ocds-geotender');
    expect(settingsOf({ 'geotender:ocidPrefix': 'ocds-a1b2c3' }).ocidPrefix).toBe('ocds-a1b2c3');
  });

  it('refuses a prefix that is not ocds- and letters or digits, naming the setting and an example', () => {
    for (const bad of ['a1b2c3', 'ocds-', 'OCDS-A1B2C3', 'ocds-a1/b2']) {
      expect(() => settingsOf({ 'geotender:ocidPrefix': bad })).toThrow(/geotender:ocidPrefix: must be an ocid prefix.*"geotender:ocidPrefix": "ocds-a1b2c3"/s);
    }
  });
});
