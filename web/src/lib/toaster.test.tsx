/**
 * The lazily mounted toast area: nothing (and no sonner) until a toast may be shown;
 * toasts sent before it mounted show once it does, and lazyToast mounts it itself.
 */
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppToaster, lazyToast, needToasts } from './toaster';

describe('AppToaster', () => {
  it('mounts on demand and shows the toasts sent before it did', async () => {
    const { container } = render(<AppToaster />);
    expect(container.innerHTML).toBe('');
    const { toast } = await import('sonner');
    act(() => void toast('Sent before the area mounted'));
    // Time enough for a lazily loaded Toaster to render, were it mounted.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(container.querySelector('section')).toBeNull();
    expect(screen.queryByText('Sent before the area mounted')).toBeNull();

    act(() => needToasts());
    expect(await screen.findByText('Sent before the area mounted')).toBeTruthy();

    act(() => lazyToast((t) => t.success('Sent through lazyToast')));
    expect(await screen.findByText('Sent through lazyToast')).toBeTruthy();
  });
});
