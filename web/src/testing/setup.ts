/**
 * Test set-up of the web project: every English part of the message catalogue loaded (a component renders its texts
 * without its page's `loadParts`), then after each test: unmount what it rendered, and restore mocks.
 */
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { CATALOGUE_PARTS } from '@domain/i18n/catalogue';
import { loadParts } from '@/i18n/i18n';

await loadParts(...CATALOGUE_PARTS);

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});
