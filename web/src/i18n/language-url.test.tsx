/**
 * The URL's language (docs/decisions/web/languages.md): `?lang=et` on any page chooses the language of the visit,
 * is remembered like the switch's choice and taken out of the address; an unknown code is ignored; signed in, the
 * profile takes the URL's choice instead of bringing back its own.
 */
import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage, catalogue, chooseLanguage, initialLanguage, LANGUAGE_STORAGE_KEY, languageChosenInUrl } from './i18n';
import { ProfileLanguage } from './profile-language';

const mocks = vi.hoisted(() => ({ profile: undefined as { userId: string; language?: string } | undefined, put: vi.fn() }));
vi.mock('@/lib/auth', () => ({ useAuth: () => ({ profile: mocks.profile }) }));
vi.mock('@/lib/api-client', () => ({ apiClient: () => ({ PUT: mocks.put }), request: (p: Promise<unknown>) => p }));

/** Opens `path` in the test's window without loading it. */
const visit = (path: string) => history.replaceState(null, '', path);

afterEach(async () => {
  localStorage.clear();
  visit('/');
  mocks.put.mockReset();
  await chooseLanguage('en');
  localStorage.clear();
});

describe('the language in the URL', () => {
  it('chooses the language of the visit over the stored one and the browser’s, remembers it and leaves the address', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    visit('/tenders?search=p%C3%B5ld&lang=et#list');
    expect(initialLanguage()).toBe('et');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('et');
    expect(`${location.pathname}${location.search}${location.hash}`).toBe('/tenders?search=p%C3%B5ld#list');
    await activateLanguage('et');
    expect(document.documentElement.lang).toBe('et');
    expect(catalogue.t('language.label')).toBe('Keel');
    // Remembered: the next visit without the parameter starts in it.
    expect(initialLanguage()).toBe('et');
  });

  it('switches back to English with ?lang=en', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'et');
    visit('/?lang=EN');
    expect(initialLanguage()).toBe('en');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
  });

  it('ignores an unknown code: the stored choice, else the browser’s, else English, and no error', () => {
    const languages = vi.spyOn(navigator, 'languages', 'get');
    languages.mockReturnValue(['de-DE']);
    visit('/?lang=xx');
    expect(initialLanguage()).toBe('en');
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'et');
    visit('/?lang=fi');
    expect(initialLanguage()).toBe('et');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('et');
    expect(location.search).toBe('?lang=fi');
    languages.mockRestore();
  });

  it('is stored on a signed-in profile with another language, and a later switch replaces it', async () => {
    mocks.put.mockResolvedValue({});
    visit('/?lang=et');
    await activateLanguage(initialLanguage());
    expect(languageChosenInUrl()).toBe(true);
    mocks.profile = { userId: 'u1', language: 'en' };
    render(<ProfileLanguage />);
    await waitFor(() => expect(mocks.put).toHaveBeenCalledWith('/me/language', { body: { language: 'et' } }));
    expect(catalogue.language).toBe('et');
    await chooseLanguage('en');
    expect(languageChosenInUrl()).toBe(false);
    await waitFor(() => expect(mocks.put).toHaveBeenLastCalledWith('/me/language', { body: { language: 'en' } }));
  });
});
