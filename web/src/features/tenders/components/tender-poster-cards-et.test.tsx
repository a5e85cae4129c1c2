/** The poster's and the admin's tender cards and the preview before publishing in Estonian. */
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '@/i18n/i18n';
import { renderRoute } from '@/testing/render';
import { tenderDetailFixture } from '@/testing/fixtures';
import { TenderPreviewDialog } from './tender-preview-dialog';
import { TenderProgress } from './tender-progress';
import { TenderStatusCard } from './tender-status-card';
import { TenderTimeline } from './tender-timeline';

const tender = tenderDetailFixture({ createdAt: '2029-12-01T10:00:00.000Z', expiryDate: '2029-12-20T21:59:59.000Z', budgetCents: 250_050, status: 'Open' });

describe('the tender cards in Estonian', () => {
  beforeEach(async () => {
    await activateLanguage('et');
  });
  afterEach(async () => {
    await activateLanguage('en');
  });

  it('shows the timeline with Estonian dates and the status name', () => {
    renderRoute(<TenderTimeline tender={tender} />);
    expect(screen.getByRole('heading', { name: 'Ajajoon' })).toBeTruthy();
    expect(screen.getByText('Loodud')).toBeTruthy();
    expect(screen.getByText('01.12.2029')).toBeTruthy();
    expect(screen.getByText('Olek: Avatud')).toBeTruthy();
  });

  it('names the stages of the progress card', () => {
    renderRoute(<TenderProgress tender={tender} />);
    expect(screen.getByRole('heading', { name: 'Edenemine' })).toBeTruthy();
    expect(screen.getByText('Pakkumiste vastuvõtt')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Hanke edenemine' })).toBeTruthy();
  });

  it("writes the admin's status card with the long Estonian date and Estonian euros", () => {
    renderRoute(<TenderStatusCard tender={tender} />);
    expect(screen.getByText('Avaldamise kuupäev')).toBeTruthy();
    expect(screen.getByText('1. detsember 2029')).toBeTruthy();
    expect(screen.getByTestId('status-budget').textContent).toMatch(/^2\s500,50\s€$/);
  });

  it('previews the tender before publishing in Estonian', () => {
    render(
      <TenderPreviewDialog
        preview={{
          title: 'Maa-ala mõõdistus',
          reference: null,
          description: 'Kirjeldus',
          requirements: null,
          location: null,
          budgetCents: 0,
          expiryDate: '2029-12-20T21:59:59.000Z',
          site: { type: 'Point', coordinates: [24.7, 59.4] },
          files: ['plaan.pdf'],
        }}
        onEdit={() => {}}
        onConfirm={() => {}}
        publishing={false}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Hanke eelvaade' })).toBeTruthy();
    expect(screen.getByText('Määratakse avaldamisel')).toBeTruthy();
    expect(screen.getAllByText('Määramata')).toHaveLength(2);
    expect(screen.getByTestId('preview-site').textContent).toBe('Punkt');
    expect(screen.getByText('Manused (1)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Kinnita ja avalda' })).toBeTruthy();
  });
});
