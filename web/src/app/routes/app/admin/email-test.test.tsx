/**
 * /admin/email-test (part 2, "Admin email test", 4, 5, 8 and 9): the status banner per health answer, the
 * test e-mail's toasts per failure, the provider's test address, and the test notification card.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '@/lib/api-client';
import { activateLanguage } from '@/i18n/i18n';
import { renderRoute } from '@/testing/render';
import AdminEmailTestRoute from './email-test';

const mocks = vi.hoisted(() => ({
  api: vi.fn<(path: string, options: { method?: string; body?: { to?: string } }) => Promise<unknown>>(),
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn() },
}));
vi.mock('@/lib/api-client', async (importOriginal) => (await import('@/testing/fake-api')).fakeApi(await importOriginal(), mocks.api));
vi.mock('sonner', () => ({ toast: mocks.toast }));

const HEALTH = '/admin/email/health';
const online = { online: true, detail: 'The local mailbox accepts mail' };

/** Answers the health check with `health` and the test e-mail with `test`. */
function answer(health: () => unknown, test: (to: string) => unknown = (to) => ({ queued: true, to })) {
  mocks.api.mockImplementation(async (path, options) => (path === HEALTH ? health() : test(options.body?.to ?? '')));
}

function sendTo(address: string) {
  fireEvent.change(screen.getByLabelText(/Email address/), { target: { value: address } });
  fireEvent.click(screen.getByRole('button', { name: 'Send Test Email' }));
}

/** Opens the page with the e-mail system online and sends a test e-mail that the server refuses with `failure`. */
async function sendRefused(failure: ApiRequestError) {
  answer(
    () => online,
    () => {
      throw failure;
    },
  );
  renderRoute(<AdminEmailTestRoute />);
  await screen.findByText('Email System Online');
  sendTo('someone@geotender.test');
}

const healthCalls = () => mocks.api.mock.calls.filter(([path]) => path === HEALTH).length;

describe('admin email test page', () => {
  beforeEach(() => {
    mocks.api.mockReset();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('says Status Unknown when the health check cannot be reached', async () => {
    answer(() => {
      throw new TypeError('Failed to fetch');
    });
    renderRoute(<AdminEmailTestRoute />);
    expect(await screen.findByText('Status Unknown')).toBeTruthy();
    expect(screen.queryByText('Email System Offline')).toBeNull();
    expect(screen.getByText(/Could not reach the server/)).toBeTruthy();
  });

  it("says Email System Offline with the server's reason when the health check answers non-OK", async () => {
    answer(() => {
      throw new ApiRequestError(503, 'E-mail is offline: Sending is paused for this SES account');
    });
    renderRoute(<AdminEmailTestRoute />);
    expect(await screen.findByText('Email System Offline')).toBeTruthy();
    expect(screen.getByText(/Sending is paused for this SES account/)).toBeTruthy();
  });

  it('shows Email System Error when the server fails the test e-mail, logs it and checks the status again', async () => {
    await sendRefused(new ApiRequestError(500, 'The e-mail queue is unavailable.'));
    await waitFor(() => expect(mocks.toast.error).toHaveBeenCalledWith('Email System Error', { description: expect.stringContaining('The e-mail queue is unavailable.') }));
    expect(console.error).toHaveBeenCalledWith(expect.any(String), expect.objectContaining({ status: 500 }));
    await waitFor(() => expect(healthCalls()).toBe(2));
    expect(screen.getByText(/Failed: The e-mail queue is unavailable\./)).toBeTruthy();
  });

  it('shows Email Test Failed with the message for a refused address, and logs the error', async () => {
    await sendRefused(new ApiRequestError(400, 'Invalid email format'));
    await waitFor(() => expect(mocks.toast.error).toHaveBeenCalledWith('Email Test Failed', { description: 'Invalid email format' }));
    expect(console.error).toHaveBeenCalledWith(expect.any(String), expect.objectContaining({ status: 400 }));
  });

  it('says Authentication Required when the session is gone', async () => {
    await sendRefused(new ApiRequestError(401, 'Unauthorized'));
    await waitFor(() => expect(mocks.toast.error).toHaveBeenCalledWith('Authentication Required', { description: expect.stringContaining('sign in again') }));
  });

  it("offers the provider's always-accepting test address and sends to it", async () => {
    answer(() => online);
    renderRoute(<AdminEmailTestRoute />);
    await screen.findByText('Email System Online');
    expect(screen.getByText(/success@simulator\.amazonses\.com/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Use test address' }));
    expect((screen.getByLabelText(/Email address/) as HTMLInputElement).value).toBe('success@simulator.amazonses.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send Test Email' }));
    await waitFor(() => expect(mocks.toast.success).toHaveBeenCalledWith('Test Email Sent', expect.anything()));
    expect(mocks.api).toHaveBeenCalledWith('/admin/email/test', { method: 'POST', body: { to: 'success@simulator.amazonses.com' } });
  });
});

describe('admin email test page in Estonian', () => {
  beforeEach(async () => {
    mocks.api.mockReset();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await activateLanguage('et');
  });
  afterEach(async () => {
    await activateLanguage('en');
  });

  it('shows the banner, the form and the toasts in Estonian, and the last result on the 24-hour clock', async () => {
    answer(() => online);
    renderRoute(<AdminEmailTestRoute />);
    expect(await screen.findByText('E-posti süsteem töötab')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'E-posti süsteemi test' })).toBeTruthy();
    expect(screen.getByText('Ühtegi testi pole veel saadetud.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Saada test-e-kiri' }));
    expect(mocks.toast.error).toHaveBeenCalledWith('Aadress puudub', { description: 'Sisesta e-posti aadress' });

    fireEvent.click(screen.getByRole('button', { name: 'Kasuta testaadressi' }));
    expect((screen.getByLabelText(/E-posti aadress/) as HTMLInputElement).value).toBe('success@simulator.amazonses.com');
    fireEvent.click(screen.getByRole('button', { name: 'Saada test-e-kiri' }));
    await waitFor(() => expect(mocks.toast.success).toHaveBeenCalledWith('Test-e-kiri saadetud', { description: 'Vaata aadressi success@simulator.amazonses.com postkasti (ja rämpsposti kausta).' }));
    const last = await screen.findByText(/^Õnnestus: /);
    expect(last.textContent).toMatch(/^Õnnestus: Test-e-kiri aadressile success@simulator\.amazonses\.com on järjekorras \(\d\d:\d\d:\d\d\)$/);
  });

  it('says an unknown status in Estonian, and a failed e-mail system with the server’s words', async () => {
    answer(() => {
      throw new TypeError('Failed to fetch');
    });
    const first = renderRoute(<AdminEmailTestRoute />);
    expect(await screen.findByText('Olek teadmata')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Kontrolli uuesti' })).toBeTruthy();
    first.unmount();

    answer(
      () => online,
      () => {
        throw new ApiRequestError(500, 'The e-mail queue is unavailable.');
      },
    );
    renderRoute(<AdminEmailTestRoute />);
    await screen.findByText('E-posti süsteem töötab');
    fireEvent.change(screen.getByLabelText(/E-posti aadress/), { target: { value: 'keegi@geotender.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Saada test-e-kiri' }));
    await waitFor(() => expect(mocks.toast.error).toHaveBeenCalledWith('E-posti süsteemi viga', { description: 'The e-mail queue is unavailable. Ülal näidatud olekut kontrollitakse uuesti.' }));
    expect((await screen.findByText(/^Ebaõnnestus: /)).textContent).toContain('The e-mail queue is unavailable.');
  });
});
