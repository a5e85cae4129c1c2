/**
 * Runs after each integration test file: every approved geodesist and admin stored so far (the local cloud's admin
 * included) chooses in-app notifications only. All files share one local cloud, so without this each tender a later
 * file posts would e-mail every geodesist and admin an earlier file left behind, and a test waiting for its one
 * e-mail would wait behind thousands (about 15,000 in a full run). E-mails a file's own users receive are untouched
 * while the file runs; e-mails that ignore preferences (registrations, contact, system tests) are not affected.
 */
import { afterAll, beforeAll } from 'vitest';
import { useCloudEnv } from './support';

/** When this file started (ISO instant, a minute early for clock skew): only geodesists stored since are quieted. */
let since = '';
beforeAll(() => {
  since = new Date(Date.now() - 60_000).toISOString();
});

afterAll(async () => {
  useCloudEnv();
  const { listProfilesByRole } = await import('../../lambdas/features/account/data/profiles');
  const { savePreferences } = await import('../../lambdas/features/notifications/data/notification-preferences');
  const { PREFERENCE_KINDS } = await import('../../lambdas/features/notifications/domain/notifications');
  const inAppOnly = Object.fromEntries(PREFERENCE_KINDS.map((kind) => [kind, 'in_app' as const]));
  for (const role of ['geodesist', 'admin'] as const) {
    // Admins are few: all of them, every time. Geodesists: those this file stored (earlier ones are quiet already).
    const profiles = (await listProfilesByRole(role)).filter((p) => role === 'admin' || p.createdAt >= since);
    for (let i = 0; i < profiles.length; i += 25) await Promise.all(profiles.slice(i, i + 25).map((p) => savePreferences(p.userId, inAppOnly)));
  }
}, 60_000);
