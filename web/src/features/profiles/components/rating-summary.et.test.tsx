/** The rating summary in Estonian: plurals and the decimal comma. */
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '@/i18n/i18n';
import { RatingSummaryText } from './rating-summary';

describe('RatingSummaryText in Estonian', () => {
  beforeEach(async () => {
    await activateLanguage('et');
  });
  afterEach(async () => {
    await activateLanguage('en');
  });

  it('writes the average with a decimal comma and counts in Estonian plurals', () => {
    render(<RatingSummaryText summary={{ average: 4.5, count: 2, criteria: [] }} completedProjects={1} />);
    expect(screen.getByTestId('rating-summary').textContent).toBe('★ 4,5 (2 hinnangut) · 1 lõpetatud projekt');
  });

  it('says when there are no ratings yet', () => {
    render(<RatingSummaryText summary={{ average: null, count: 0, criteria: [] }} completedProjects={3} />);
    expect(screen.getByTestId('rating-summary').textContent).toBe('Hinnanguid veel ei ole · 3 lõpetatud projekti');
  });
});
