import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TenderDetail } from '@features/tenders/domain/dto';
import { ApiRequestError } from '@/lib/api-client';
import { renderRoute } from '@/testing/render';
import { CONTACT_NOTICES, ContactCard } from './contact-card';
import { TenderDetailView } from './tender-detail-view';
import { TenderProgress } from './tender-progress';
import { TenderStatusCard } from './tender-status-card';
import { TenderDescriptionCard } from './tender-description-card';
import { tenderDetailFixture } from '@/testing/fixtures';

const mocks = vi.hoisted(() => ({ api: vi.fn() }));
vi.mock('@/lib/api-client', async (importOriginal) => (await import('@/testing/fake-api')).fakeApi(await importOriginal(), mocks.api));

const ID = 'abcdef12-3456-4789-8abc-def012345678';

function tenderFixture(overrides: Partial<TenderDetail> = {}): TenderDetail {
  return tenderDetailFixture({
    tenderId: ID,
    attachmentsCount: 1,
    bidCount: 2,
    viewCount: 1,
    ...overrides,
  });
}

describe('TenderProgress', () => {
  it.each([
    ['Open', 0, '10'],
    ['In Progress', 0, '50'],
    ['In Progress', 2, '70'],
    ['Completed', 1, '100'],
  ] as const)('shows %s with %i deliveries at %s', (status, deliveryCount, value) => {
    renderRoute(<TenderProgress tender={tenderFixture({ status, deliveryCount })} />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe(value);
    expect(screen.getByText(`${value}%`)).toBeTruthy();
  });

  it('marks the current stage', () => {
    renderRoute(<TenderProgress tender={tenderFixture({ status: 'In Progress' })} />);
    const current = screen.getAllByRole('listitem').find((li) => li.getAttribute('aria-current') === 'step');
    expect(current?.textContent).toContain('In Progress');
  });
});

describe('ContactCard', () => {
  const contractor = { userId: 'geo-1', role: 'geodesist' as const };
  const awarded = (contact: TenderDetail['contact']) => tenderFixture({ status: 'In Progress', contractorId: 'geo-1', contact });

  it('shows each fallback when a contact detail is missing', () => {
    renderRoute(<ContactCard tender={awarded({ postedBy: null, contactPerson: null, contactEmail: null, contactPhone: null })} viewer={contractor} />);
    for (const text of ['Company not available', 'Contact not available', 'Email not available', 'Phone not available']) expect(screen.getByText(text)).toBeTruthy();
  });

  it('shows the details when given', () => {
    renderRoute(<ContactCard tender={awarded({ postedBy: 'Vermessung Nord GmbH', contactPerson: 'Paula Poster', contactEmail: 'paula@example.com', contactPhone: '+49 40 1' })} viewer={contractor} />);
    expect(screen.getByText('Vermessung Nord GmbH')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'paula@example.com' }).getAttribute('href')).toBe('mailto:paula@example.com');
  });

  it('says the details come after acceptance on an Open tender', () => {
    renderRoute(<ContactCard tender={tenderFixture({ contact: null })} viewer={{ userId: 'geo-2', role: 'geodesist' }} />);
    expect(screen.getByText('Contact details become available after your bid is accepted.')).toBeTruthy();
  });

  it('tells a bidder whose bid was not accepted that the details went to the contractor', () => {
    renderRoute(<ContactCard tender={awarded(null)} viewer={{ userId: 'geo-2', role: 'geodesist' }} />);
    expect(screen.getByTestId('contact-notice').textContent).toBe(CONTACT_NOTICES.contractorOnly);
    expect(screen.queryByText('Contact details become available after your bid is accepted.')).toBeNull();
  });
});

describe('TenderStatusCard', () => {
  it("shows 'Not specified' for a zero budget, 'Unknown' without a poster, and no contractor", () => {
    renderRoute(<TenderStatusCard tender={tenderFixture()} />);
    const card = screen.getByTestId('status-card');
    expect(card.textContent).toContain('BudgetNot specified');
    expect(card.textContent).toContain('Posted ByUnknown');
    expect(card.textContent).not.toContain('Contractor ID');
  });

  it('shows the budget in euros and the contractor id when set', () => {
    renderRoute(<TenderStatusCard tender={tenderFixture({ budgetCents: 123456, postedBy: 'Vermessung Nord GmbH', contractorId: 'geo-42', status: 'In Progress' })} />);
    const card = screen.getByTestId('status-card');
    expect(card.textContent).toMatch(/Budget1\.234,56\s€/);
    expect(card.textContent).toContain('Posted ByVermessung Nord GmbH');
    expect(card.textContent).toContain('Contractor IDgeo-42');
  });
});

describe('TenderDescriptionCard', () => {
  /** The card's terms and what each one says. */
  const terms = () => Object.fromEntries([...document.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]));

  it("labels the derived code 'Project Code' and the poster's own reference 'Client Reference'", () => {
    renderRoute(<TenderDescriptionCard tender={tenderFixture({ reference: 'PRJ-2025-014' })} />);
    expect(terms()).toMatchObject({ 'Project Code': 'ABCDEF12', 'Client Reference': 'PRJ-2025-014' });
    expect(screen.queryByText('Reference')).toBeNull();
  });

  it('shows the location, the budget in euros and the requirements', () => {
    renderRoute(<TenderDescriptionCard tender={tenderFixture({ location: 'Tartu, Riia 15', budgetCents: 250_050, requirements: 'RTK GNSS, ±2 cm\nDWG and PDF' })} />);
    expect(terms()).toMatchObject({ Location: 'Tartu, Riia 15', Budget: expect.stringMatching(/^2\.500,50\s€$/) });
    expect(screen.getByRole('heading', { name: 'Requirements' })).toBeTruthy();
    expect(screen.getByTestId('tender-requirements').textContent).toBe('RTK GNSS, ±2 cm\nDWG and PDF');
  });

  it("says 'Not specified' without a location or budget, and shows no requirements without them", () => {
    renderRoute(<TenderDescriptionCard tender={tenderFixture()} />);
    expect(terms()).toMatchObject({ Location: 'Not specified', Budget: 'Not specified' });
    expect(terms()).not.toHaveProperty('Client Reference');
    expect(screen.queryByRole('heading', { name: 'Requirements' })).toBeNull();
  });
});

describe('TenderDetailView', () => {
  beforeEach(() => mocks.api.mockReset());
  const view = (id: string) => <TenderDetailView tenderId={id} backHref="/geodesist" main={(t) => <p>main of {t.title}</p>} />;

  it("reads 'Invalid tender ID' for a malformed id and asks nothing", () => {
    renderRoute(view('not a valid id!'));
    expect(screen.getByText('Invalid tender ID')).toBeTruthy();
    expect(mocks.api).not.toHaveBeenCalled();
  });

  it("reads 'Tender not found' on a 404", async () => {
    mocks.api.mockRejectedValueOnce(new ApiRequestError(404, 'Tender not found.'));
    renderRoute(view(ID));
    await waitFor(() => expect(screen.getByText('Tender not found')).toBeTruthy());
  });

  it("reads 'Failed to fetch tender details' when the server fails (part 2, 8), with a retry", async () => {
    mocks.api.mockRejectedValueOnce(new ApiRequestError(500, 'Internal error'));
    renderRoute(view(ID));
    await waitFor(() => expect(screen.getByText('Failed to fetch tender details')).toBeTruthy());
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByText('Internal error')).toBeNull();
  });

  it("reads 'Failed to load tender details. Please try again.' when no answer came", async () => {
    mocks.api.mockRejectedValueOnce(new ApiRequestError(0, 'Network error'));
    renderRoute(view(ID));
    await waitFor(() => expect(screen.getByText('Failed to load tender details. Please try again.')).toBeTruthy());
  });

  it("shows the header with '1 view', the counts and the role's content", async () => {
    mocks.api.mockResolvedValue(tenderFixture());
    renderRoute(view(ID));
    await waitFor(() => expect(screen.getByText('main of Topographic survey of a plot')).toBeTruthy());
    expect(screen.getByTestId('view-count').textContent).toContain('1 view');
    expect(screen.getByTestId('stat-bids').textContent).toBe('2Bids');
  });
});
