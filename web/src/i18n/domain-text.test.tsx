/**
 * The domain's texts in the active language: the shared schemas' messages in a form (client-side zod), any English
 * domain text by its key and values, and the API client asking for answers in the active language.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages } from '@domain/schemas';
import { fileMessages } from '@domain/files';
import { activateLanguage } from '@/i18n/i18n';
import { domainText } from '@/i18n/domain-text';
import { createApiClient } from '@/lib/api-client';
import { LoginForm } from '@/features/auth/components/login-form';

vi.mock('@/lib/auth-api', () => ({ authApi: async () => ({ signIn: vi.fn() }), preloadAuthApi: () => undefined, hasStoredSession: () => false }));
vi.mock('@/lib/auth', () => ({ refreshSession: vi.fn() }));
vi.mock('@/config/web-config', () => ({ webConfig: () => ({ authFlowType: 'USER_PASSWORD_AUTH', apiUrl: 'https://api.example' }) }));

describe('domain texts in Estonian', () => {
  beforeAll(async () => {
    await Promise.all([import('@/i18n/zod-resolver'), import('@features/account/domain/schemas')]);
  });
  afterEach(async () => {
    await activateLanguage('en');
  });

  it("shows the shared sign-in schema's message in Estonian when the form is sent empty", async () => {
    await activateLanguage('et');
    render(<LoginForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Logi sisse' }));
    expect((await screen.findAllByText('Sisesta e-posti aadress või telefoninumber ja parool')).length).toBeGreaterThan(0);
    expect(screen.queryByText(messages.emailOrPhoneAndPassword)).toBeNull();
  });

  it('shows the same message in English, the specs’ text, when English is active', async () => {
    render(<LoginForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findAllByText('You must provide either an email or phone number and a password')).length).toBeGreaterThan(0);
  });

  it('translates a domain text with values and leaves an unknown text as it is', async () => {
    await activateLanguage('et');
    expect(domainText(fileMessages.tooLarge('plan.dwg', '120 MB', '100 MB'))).toBe('Fail on liiga suur: plan.dwg (120 MB). Suurim lubatud: 100 MB');
    expect(domainText('Pakkumist ei leitud')).toBe('Pakkumist ei leitud');
    await activateLanguage('en');
    expect(domainText(fileMessages.tooLarge('plan.dwg', '120 MB', '100 MB'))).toBe('File too large: plan.dwg (120 MB). Maximum allowed: 100 MB');
  });

  it('asks the API for answers in the active language', async () => {
    const seen: (string | null)[] = [];
    const client = createApiClient({
      baseUrl: 'https://api.example',
      auth: false,
      fetch: async (request) => {
        seen.push(request.headers.get('Accept-Language'));
        return new Response('{"items":[]}', { headers: { 'content-type': 'application/json' } });
      },
    });
    await client.GET('/tenders');
    await activateLanguage('et');
    await client.GET('/tenders');
    expect(seen).toEqual(['en', 'et']);
  });
});
