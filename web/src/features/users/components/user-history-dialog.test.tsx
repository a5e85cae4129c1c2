/** A user's history of admin actions: each entry with who and when, and each changed field, in English and Estonian. */
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '@features/account/domain/dto';
import { activateLanguage } from '@/i18n/i18n';
import { renderRoute } from '@/testing/render';
import { UserHistoryDialog } from './user-history-dialog';

const mocks = vi.hoisted(() => ({ api: vi.fn() }));
vi.mock('@/lib/api-client', async (importOriginal) => (await import('@/testing/fake-api')).fakeApi(await importOriginal(), mocks.api));

const rita = { userId: 'u-1', email: 'rita@example.com', firstName: 'Rita', lastName: 'Rebane', role: 'geodesist', company: null, phone: null } as unknown as Profile;
const at = new Date(2026, 10, 25, 14, 5).toISOString();
const history = {
  items: [{ auditId: 'a-1', action: 'edit', actorName: 'Alma Admin', at, changes: [{ field: 'company', from: null, to: 'Maamõõt OÜ' }] }],
  nextCursor: null,
};

describe('UserHistoryDialog', () => {
  beforeEach(() => mocks.api.mockResolvedValue(history));

  it('lists who did what and when, with each changed field as recorded', async () => {
    renderRoute(<UserHistoryDialog user={rita} onClose={() => {}} />);
    const list = await screen.findByRole('list', { name: 'History' });
    expect(screen.getByRole('heading', { name: 'History of Rita Rebane' })).toBeTruthy();
    const entry = within(list).getAllByRole('listitem')[0]!;
    expect(entry.textContent).toContain('by Alma Admin · Nov 25, 2026 14:05');
    expect(within(entry).getByText('company: — → Maamõõt OÜ')).toBeTruthy();
  });

  describe('in Estonian', () => {
    beforeEach(async () => {
      await activateLanguage('et');
    });
    afterEach(async () => {
      await activateLanguage('en');
    });

    it('names the dialog and the changed field in Estonian, the time in the Estonian format', async () => {
      renderRoute(<UserHistoryDialog user={rita} onClose={() => {}} />);
      const list = await screen.findByRole('list', { name: 'Ajalugu' });
      expect(screen.getByRole('heading', { name: 'Ajalugu: Rita Rebane' })).toBeTruthy();
      expect(screen.getByText('Mida administraatorid on selle kontoga teinud, uuemad eespool.')).toBeTruthy();
      const entry = within(list).getAllByRole('listitem')[0]!;
      expect(entry.textContent).toContain('· Alma Admin · 25.11.2026 14:05');
      expect(within(entry).getByText('ettevõte: — → Maamõõt OÜ')).toBeTruthy();
    });
  });
});
