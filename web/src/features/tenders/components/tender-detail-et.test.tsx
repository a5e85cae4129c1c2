/** The tender detail's header and cards in Estonian: the catalogue's texts, Estonian dates and euros. */
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '@/i18n/i18n';
import { renderRoute } from '@/testing/render';
import { tenderDetailFixture } from '@/testing/fixtures';
import { TenderDescriptionCard } from './tender-description-card';
import { TenderDetailHeader } from './tender-detail-header';
import { TenderFactsCard } from './tender-facts-card';

const tender = tenderDetailFixture({ tenderId: 'abcdef12-3456-4789-8abc-def012345678', viewCount: 3, budgetCents: 123_450, createdAt: '2029-12-01T10:00:00.000Z' });

describe('the tender detail in Estonian', () => {
  beforeEach(async () => {
    await activateLanguage('et');
  });
  afterEach(async () => {
    await activateLanguage('en');
  });

  it('shows the header with an Estonian date and a plural of views', () => {
    renderRoute(<TenderDetailHeader tender={tender} backHref="/geodesist/dashboard" />);
    expect(screen.getByTestId('posted-date').textContent).toContain('Avaldatud 01.12.2029');
    expect(screen.getByTestId('view-count').textContent).toContain('3 vaatamist');
    expect(screen.getByRole('link', { name: 'Tagasi' })).toBeTruthy();
  });

  it('shows the details card with Estonian headings and the budget in Estonian euros', () => {
    renderRoute(<TenderDescriptionCard tender={tender} />);
    expect(screen.getByRole('heading', { name: 'Hanke andmed' })).toBeTruthy();
    expect(screen.getByText('Projekti kood')).toBeTruthy();
    expect(screen.getByText('Eelarve')).toBeTruthy();
    expect(screen.getByTestId('tender-budget').textContent).toMatch(/^1\s234,50\s€$/);
  });

  it('names a location the poster left out in Estonian, and keeps a written one as written', () => {
    const { unmount } = renderRoute(<TenderDescriptionCard tender={{ ...tender, location: 'Not specified' }} />);
    expect(screen.getByTestId('tender-location').textContent).toBe('Määramata');
    unmount();
    renderRoute(<TenderDescriptionCard tender={{ ...tender, location: 'Tähe 4, Tartu' }} />);
    expect(screen.getByTestId('tender-location').textContent).toBe('Tähe 4, Tartu');
  });

  it('writes the facts card dates out with Estonian month names', () => {
    renderRoute(<TenderFactsCard tender={tender} />);
    expect(screen.getByText('1. detsember 2029')).toBeTruthy();
    expect(screen.getByText('Avaldatud')).toBeTruthy();
  });
});
