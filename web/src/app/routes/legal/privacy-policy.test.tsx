/**
 * The Privacy Policy: the rights to a copy of one's data and to erasure point at
 * the Account page's own Download my data and Erase my account, not at 'contact us'; what is kept after an
 * erasure is named with its retention.
 */
import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/testing/render';
import PrivacyPolicyRoute from './privacy-policy';

// The page's text alone: the public layout's header and footer need the signed-in state and the web config.
vi.mock('@/components/layouts/public-layout', () => ({ PublicLayout: ({ children }: { children: ReactNode }) => <>{children}</> }));

describe('Privacy Policy', () => {
  it('points the rights to a copy and to erasure at the Account page, and names what erasure keeps and for how long', () => {
    renderRoute(<PrivacyPolicyRoute />, { path: '/privacy' });
    const rights = screen.getByText(/exercise yourself/).closest('p')!;
    expect(rights.textContent).toContain('Download my data');
    expect(rights.textContent).toContain('Erase my account');
    expect(screen.getByRole('link', { name: 'Account' }).getAttribute('href')).toBe('/account?tab=account');
    expect(screen.queryByText(/To exercise these rights, contact us/)).toBeNull();
    const kept = screen.getByText(/After an erasure we keep only/).textContent;
    expect(kept).toContain('7 years after the work was completed');
    expect(kept).toContain('3 years');
    expect(kept).toContain('1 year');
  });
});
