/** Test set-up of the web project: unmount what a test rendered, and restore mocks. */
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});
