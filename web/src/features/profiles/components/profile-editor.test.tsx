import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PublicProfile } from '@features/profiles/domain/profiles';
import { renderRoute } from '@/testing/render';
import { ProfileEditor } from './profile-editor';

const mocks = vi.hoisted(() => ({ api: vi.fn() }));
vi.mock('@/lib/api-client', async (importOriginal) => (await import('@/testing/fake-api')).fakeApi(await importOriginal(), mocks.api));

const profile: PublicProfile = {
  userId: 'u-1',
  role: 'geodesist',
  name: 'Mõõdik OÜ',
  company: 'Mõõdik OÜ',
  qualifications: [{ field: 'Cadastral surveying', licenceNumber: 'EE-0042' }],
  areas: [{ type: 'Circle', center: [26.72, 58.38], radiusKm: 30 }],
  completedProjects: 0,
  ratings: { count: 0, average: null, criteria: [] },
};

describe('ProfileEditor', () => {
  it("saves the qualifications alone and points to Account's Where I work for the areas", async () => {
    mocks.api.mockImplementation((_path: string, options: { method?: string; body?: unknown }) => (options.method === 'PUT' ? { ...profile, ...(options.body as object) } : profile));
    renderRoute(<ProfileEditor geodesist />);
    const pointer = await screen.findByTestId('profile-areas-pointer');
    expect(pointer.querySelector('a')!.getAttribute('href')).toBe('/account?tab=account#where-i-work');
    expect(screen.queryByRole('region', { name: /Map/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(mocks.api).toHaveBeenCalledWith('/profiles/me', { method: 'PUT', body: { qualifications: profile.qualifications } }));
  });
});
