/** A Finished tender shows as Completed (part 2, 4): the progress indicator at 100 with every stage done. */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { tenderDetailFixture } from '@/testing/fixtures';
import { TenderProgress } from './tender-progress';

describe('a Finished tender in the status views', () => {
  it('fills the progress indicator like a Completed one: 100 % and every stage done', () => {
    const view = (status: 'Completed' | 'Finished') => {
      const { unmount } = render(<TenderProgress tender={tenderDetailFixture({ status, deliveryCount: 1 })} />);
      const shown = {
        value: screen.getByRole('progressbar').getAttribute('aria-valuenow'),
        label: screen.getByTestId('progress-value').textContent,
        stages: screen.getAllByRole('listitem').map((li) => li.getAttribute('data-state')),
      };
      unmount();
      return shown;
    };
    expect(view('Finished')).toEqual({ value: '100', label: '100%', stages: ['done', 'done', 'done'] });
    expect(view('Finished')).toEqual(view('Completed'));
  });
});
