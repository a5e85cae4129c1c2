/**
 * The language switch (docs/decisions/web/languages.md): the landing page in Estonian when chosen, `<html lang>` and the
 * browser's memory follow the choice, the first visit follows the browser's languages, an unknown stored code is English.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '@/testing/render';
import { LandingRoute } from '@/app/routes/landing';
import { activateLanguage, initialLanguage, LANGUAGE_STORAGE_KEY } from './i18n';

vi.mock('@/lib/auth', () => ({ useAuth: () => ({ status: 'signedOut', session: null, role: undefined }) }));
vi.mock('@/config/web-config', () => ({ webConfig: () => ({}) }));

afterEach(async () => {
  localStorage.clear();
  await activateLanguage('en');
});

describe('the language switch', () => {
  it('shows the landing page in Estonian when Eesti is chosen, and remembers it', async () => {
    renderRoute(<LandingRoute />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Survey work, tendered and delivered in one place');
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'et' } });
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Mõõdistustööd hangitud ja üle antud ühes kohas'));
    screen.getByRole('link', { name: 'Logi sisse' });
    expect((screen.getByRole('combobox', { name: 'Keel' }) as HTMLSelectElement).value).toBe('et');
    expect(document.documentElement.lang).toBe('et');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('et');
    screen.getByText(`© ${new Date().getFullYear()} GeoTender. Kõik õigused kaitstud.`);
  });

  it('starts in the language chosen before, else the browser’s, else English', () => {
    const languages = vi.spyOn(navigator, 'languages', 'get');
    languages.mockReturnValue(['fi-FI', 'et-EE']);
    expect(initialLanguage()).toBe('et');
    languages.mockReturnValue(['de-DE']);
    expect(initialLanguage()).toBe('en');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    languages.mockReturnValue(['et']);
    expect(initialLanguage()).toBe('en');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'xx-unknown');
    expect(initialLanguage()).toBe('en');
    languages.mockRestore();
  });
});
