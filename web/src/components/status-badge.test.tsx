/** Status badges (part 2, 4): the spec's colour per tender status, bid and delivery statuses, unknown values neutral. */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BidStatusBadge, DeliveryStatusBadge, TenderStatusBadge } from './status-badge';

const toneOf = (text: string) => screen.getByText(text).closest('[data-tone]')?.getAttribute('data-tone');

describe('status badges', () => {
  it('colours tenders Open orange, In Progress cyan, Finished grey and Completed green', () => {
    render(
      <>
        <TenderStatusBadge status="Open" />
        <TenderStatusBadge status="In Progress" />
        <TenderStatusBadge status="Finished" />
        <TenderStatusBadge status="Completed" />
      </>,
    );
    expect(['Open', 'In Progress', 'Finished', 'Completed'].map(toneOf)).toEqual(['orange', 'cyan', 'grey', 'green']);
  });

  it('shows bid statuses, and any other value as a neutral (secondary) badge', () => {
    render(
      <>
        <BidStatusBadge status="Pending" />
        <BidStatusBadge status="Accepted" />
        <BidStatusBadge status="Rejected" />
        <BidStatusBadge status="Withdrawn" />
      </>,
    );
    expect(['Pending', 'Accepted', 'Rejected', 'Withdrawn'].map(toneOf)).toEqual(['blue', 'green', 'red', 'neutral']);
  });

  it('shows delivery statuses', () => {
    render(
      <>
        <DeliveryStatusBadge status="Submitted" />
        <DeliveryStatusBadge status="Changes Requested" />
        <DeliveryStatusBadge status="Accepted" />
      </>,
    );
    expect(['Submitted', 'Changes Requested', 'Accepted'].map(toneOf)).toEqual(['blue', 'orange', 'green']);
  });
});
