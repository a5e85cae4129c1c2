/**
 * The legal pages in Estonian: every heading, paragraph and link in Estonian, the same anchors and links as in English,
 * the Estonian date; and every Estonian legal text keeps its English text's `<…>` marks (a lost mark would show a link
 * as plain words or print the mark).
 */
import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@domain/i18n/catalogue/en/legal';
import et from '@domain/i18n/catalogue/et/legal';
import { activateLanguage } from '@/i18n/i18n';
import { renderRoute } from '@/testing/render';
import PrivacyPolicyRoute from './privacy-policy';
import TermsOfServiceRoute from './terms-of-service';

vi.mock('@/components/layouts/public-layout', () => ({ PublicLayout: ({ children }: { children: ReactNode }) => <>{children}</> }));

const marksOf = (text: string) => [...text.matchAll(/<\/?\w+>/g)].map((m) => m[0]);

describe('legal pages in Estonian', () => {
  beforeEach(async () => {
    await activateLanguage('et');
  });
  afterEach(async () => {
    await activateLanguage('en');
  });

  it('shows the Privacy Policy in Estonian, with the Account link and what erasure keeps', () => {
    renderRoute(<PrivacyPolicyRoute />, { path: '/privacy-policy' });
    expect(screen.getByRole('heading', { level: 1, name: 'Privaatsuspoliitika' })).toBeTruthy();
    expect(screen.getByText('Kehtib alates 07.05.2025')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '2. Milliseid andmeid me kogume' }).closest('section')!.id).toBe('information-we-collect');
    expect(screen.getByRole('navigation', { name: 'Sisukord' })).toBeTruthy();
    const rights = screen.getByText(/saad igal ajal ise kasutada/).closest('p')!;
    expect(rights.querySelectorAll('strong')[0]!.textContent).toBe('Laadi minu andmed alla');
    expect(screen.getByRole('link', { name: 'konto' }).getAttribute('href')).toBe('/account?tab=account');
    expect(screen.getByText(/7 aastat pärast töö lõpetamist/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'kontaktivormi' }).getAttribute('href')).toBe('/contact');
    expect(screen.getByRole('link', { name: 'Tagasi avalehele' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Privacy|Information We Collect|<strong>|legal\./);
  });

  it('shows the Terms of Service in Estonian, with the fees and the link to the Privacy Policy', () => {
    renderRoute(<TermsOfServiceRoute />, { path: '/terms-of-service' });
    expect(screen.getByRole('heading', { level: 1, name: 'Kasutustingimused' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '5. Tasud ja maksed' })).toBeTruthy();
    expect(screen.getByText(/ei vastuta kasutajatevaheliste maksevaidluste eest/)).toBeTruthy();
    expect(screen.getByText('„Hankijad“').tagName).toBe('STRONG');
    expect(screen.getByRole('link', { name: 'privaatsuspoliitikaga' }).getAttribute('href')).toBe('/privacy-policy');
    expect(screen.getByRole('link', { name: 'legal@geotender.example' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Terms of Service|Fees and Payments|<strong>|terms\./);
  });

  it('keeps the marks of every English legal text', () => {
    for (const [key, text] of Object.entries(en)) expect(marksOf(et[key as keyof typeof en]), key).toEqual(marksOf(text));
  });
});
