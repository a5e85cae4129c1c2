/**
 * The words the web app's own modules make, in Estonian: the session's toasts, the password and reset-link refusals,
 * the gone-session toast, the fallback error and the upload errors; English again after switching back.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '@/i18n/i18n';
import { errorMessage } from './api-error';
import { authMessages } from './auth-messages';
import { postFile } from './post-file';
import { SESSION_GONE_TOAST } from './session-errors';
import { sessionMessages } from './session-messages';

/** An XMLHttpRequest that answers `status` with `body`, or fails to connect when `status` is 0. */
function stubUpload(status: number, body = '') {
  class FakeXhr {
    upload = {};
    status = status;
    responseText = body;
    onload?: () => void;
    onerror?: () => void;
    onabort?: () => void;
    open() {}
    send() {
      queueMicrotask(() => (status === 0 ? this.onerror?.() : this.onload?.()));
    }
    abort() {}
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
}
const upload = () => postFile({ url: 'https://files.example/', fields: {} } as never, new File(['x'], 'plan.pdf'), () => undefined);

describe('messages made in the web app, in Estonian', () => {
  beforeEach(async () => {
    await activateLanguage('et');
  });
  afterEach(async () => {
    vi.unstubAllGlobals();
    await activateLanguage('en');
  });

  it('tells the session, the reset link and the password refusals in Estonian', () => {
    expect(sessionMessages.sessionEndedTitle).toBe('Seanss on aegunud');
    expect(sessionMessages.invalidRole([])).toBe('Saadi vigane roll: puudub');
    expect(authMessages.refusedResetToken).toBe('Lähtestamislink on aegunud või juba kasutatud. Küsi uus link nupuga „Unustasid parooli?“.');
    expect(authMessages.passwordRefused).toMatch(/^Parool ei vasta paroolireeglitele: /);
    expect(SESSION_GONE_TOAST.title).toBe('Sisselogimine on vajalik');
    expect(errorMessage(undefined)).toBe('Tekkis ootamatu viga. Proovi uuesti.');
  });

  it('tells upload failures in Estonian', async () => {
    stubUpload(0);
    await expect(upload()).rejects.toThrow('Üleslaadimine ebaõnnestus: failihoidlaga ei saadud ühendust');
    stubUpload(403, '<Error><Message>Policy expired</Message></Error>');
    await expect(upload()).rejects.toThrow('Üleslaadimine ebaõnnestus: Policy expired');
  });

  it('keeps the English texts in English', async () => {
    await activateLanguage('en');
    expect(sessionMessages.invalidRole(['guest'])).toBe('Received invalid role: guest');
    expect(SESSION_GONE_TOAST.description).toBe('Your session has ended. Please sign in again, then retry.');
    expect(errorMessage(undefined)).toBe('An unexpected error occurred. Please try again.');
    stubUpload(500);
    await expect(upload()).rejects.toThrow('Upload failed (500)');
  });
});
