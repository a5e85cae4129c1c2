/** The signed-in person's language (web/src/i18n/profile-language.tsx): the profile's comes to the browser; a choice goes to the profile. */
import { render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage, catalogue, chooseLanguage } from './i18n';
import { ProfileLanguage } from './profile-language';

const mocks = vi.hoisted(() => ({ profile: undefined as { userId: string; language?: string } | undefined, put: vi.fn() }));
vi.mock('@/lib/auth', () => ({ useAuth: () => ({ profile: mocks.profile }) }));
vi.mock('@/lib/api-client', () => ({ apiClient: () => ({ PUT: mocks.put }), request: (p: Promise<unknown>) => p }));

afterEach(async () => {
  localStorage.clear();
  await activateLanguage('en');
});

describe('the language of a signed-in person', () => {
  it('takes the profile’s language into the browser, and stores a later choice on the profile', async () => {
    mocks.put.mockResolvedValue({});
    mocks.profile = { userId: 'u1', language: 'et' };
    render(<ProfileLanguage />);
    await waitFor(() => expect(catalogue.language).toBe('et'));
    expect(mocks.put).not.toHaveBeenCalled();
    await chooseLanguage('en');
    await waitFor(() => expect(mocks.put).toHaveBeenCalledWith('/me/language', { body: { language: 'en' } }));
  });

  it('stores the browser’s choice on a profile that has none', async () => {
    mocks.put.mockResolvedValue({});
    await activateLanguage('et');
    mocks.profile = { userId: 'u2' };
    render(<ProfileLanguage />);
    await waitFor(() => expect(mocks.put).toHaveBeenCalledWith('/me/language', { body: { language: 'et' } }));
  });
});
