/** The status page's timeline (part 2, tender status page): a Finished tender reads as Project Completed (part 2, 4). */
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tenderDetailFixture } from '@/testing/fixtures';
import { currentStep, StatusTimeline } from './status-timeline';

describe('StatusTimeline', () => {
  it('puts the status timeline at Project Completed with every step done', () => {
    const step = currentStep(tenderDetailFixture({ status: 'Finished', deliveryCount: 1 }), []);
    expect(step).toBe(3);
    render(<StatusTimeline step={step} />);
    const steps = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(steps.map((li) => li.getAttribute('data-state'))).toEqual(['done', 'done', 'done', 'current']);
    expect(steps.every((li) => li.textContent?.startsWith('✓'))).toBe(true);
  });
});
