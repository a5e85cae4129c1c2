import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TenderDetail } from '@features/tenders/domain/dto';
import { deliveryMessages } from '@features/deliveries/domain/delivery';
import { renderRoute } from '@/testing/render';
import DeliverRoute from './deliver';
import { tenderDetailFixture } from '@/testing/fixtures';

const mocks = vi.hoisted(() => ({ api: vi.fn() }));
vi.mock('@/lib/api-client', async (importOriginal) => (await import('@/testing/fake-api')).fakeApi(await importOriginal(), mocks.api));
vi.mock('@/lib/auth', () => ({ useAuth: () => ({ session: { userId: 'geo-1', role: 'geodesist' } }) }));
// The form belongs to the deliveries feature's own tests: a stand-in shows whether the page offers it.
vi.mock('@/features/deliveries/components/deliver-form', () => ({ DeliverForm: () => <section data-slot="deliver-form" /> }));

const ID = 'abcdef12-3456-4789-8abc-def012345678';
const attachment = { attachmentId: 'att-1', filename: 'harbour-plan.pdf', contentType: 'application/pdf', size: 1200, createdAt: '2026-11-01T10:00:00.000Z' };
const contact = { postedBy: 'Vermessung Nord GmbH', contactPerson: 'Paula Poster', contactEmail: 'paula@example.com', contactPhone: null };

/** Answers the tender read with `tender` and the deliveries read with none. */
function serve(tender: TenderDetail) {
  mocks.api.mockImplementation(async (path: string) => (String(path).endsWith('/deliveries') ? { items: [] } : tender));
}

const open = () => renderRoute(<DeliverRoute />, { path: '/geodesist/tender/:id/deliver', url: `/geodesist/tender/${ID}/deliver` });

describe('deliver page (the contractor during the work)', () => {
  beforeEach(() => mocks.api.mockReset());

  it('shows the contractor the tender itself beside the deliver form: description, attachments and the poster’s contact card', async () => {
    serve(
      tenderDetailFixture({ tenderId: ID, status: 'In Progress', contractorId: 'geo-1', description: 'Topographic survey of the harbour', attachments: [attachment], attachmentsCount: 1, contact }),
    );
    const { container } = open();
    await waitFor(() => expect(container.querySelector('[data-slot="deliver-form"]')).toBeTruthy());
    expect(screen.getByText('Topographic survey of the harbour')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Contact Information' })).toBeTruthy();
    expect(screen.getByText('Vermessung Nord GmbH')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'paula@example.com' })).toBeTruthy();
    expect(screen.getByText('harbour-plan.pdf')).toBeTruthy();
  });

  it('says why no delivery can be made on a Completed tender, and still shows the tender', async () => {
    serve(tenderDetailFixture({ tenderId: ID, status: 'Completed', contractorId: 'geo-1', description: 'Topographic survey of the harbour', contact }));
    const { container } = open();
    expect(await screen.findByText(deliveryMessages.completed)).toBeTruthy();
    expect(container.querySelector('[data-slot="deliver-form"]')).toBeNull();
    expect(screen.getByText('Topographic survey of the harbour')).toBeTruthy();
  });

  it('refuses anyone but the contractor', async () => {
    serve(tenderDetailFixture({ tenderId: ID, status: 'In Progress', contractorId: 'geo-9' }));
    open();
    expect(await screen.findByText(deliveryMessages.notAuthorized)).toBeTruthy();
  });
});
