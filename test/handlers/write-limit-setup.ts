/**
 * Set-up file of the handler tests (vitest.config.ts `setupFiles`): the request pipeline's request limits
 * (lambdas/features/limits/write-limit.ts, reads and writes) count nothing here, so each handler test sees only its handler's
 * own DynamoDB calls. The limit itself is tested by test/handlers/write-limit.test.ts (which takes the real
 * module back with vi.unmock) and on DynamoDB Local by test/integration/write-limits.test.ts.
 */
import { vi } from 'vitest';

vi.mock('../../lambdas/features/limits/write-limit', () => ({ limitRequests: async () => undefined }));
