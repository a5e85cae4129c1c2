/** Messages the tender screens make themselves, in Estonian: a failed tender query, a file with no site in it. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activateLanguage, loadParts } from '@/i18n/i18n';
import { siteFromLayer } from '../components/site-editor';
import { TenderQueryError } from './tender-query-error';

describe('tender screen messages in Estonian', () => {
  beforeEach(async () => {
    await loadParts('tenders', 'maps');
    await activateLanguage('et');
  });
  afterEach(async () => {
    await activateLanguage('en');
  });

  it('tells a timed-out tender query and a file without a site in Estonian, and in English again after switching back', async () => {
    expect(new TenderQueryError('timeout_error', 408).message).toBe('Päring aegus...');
    expect(() => siteFromLayer({ features: { type: 'FeatureCollection', features: [] }, truncated: false } as never)).toThrow('Failis pole polügooni ega punkti');
    await activateLanguage('en');
    expect(new TenderQueryError('custom_error', 503).message).toBe('Failed to fetch tenders due to a database error. Please try again later.');
  });
});
