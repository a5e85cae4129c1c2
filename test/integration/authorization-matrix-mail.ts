/**
 * Rows of the authorization matrix (authorization-matrix.ts, whose `matrix` spreads them in) for the routes of
 * e-mail preferences that need no sign-in: one-click unsubscribe (RFC 8058). Same shape and callers as the matrix.
 */
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { cursorKeyFrom } from '../../lambdas/kernel/sealed-cursor';
import { signUnsubscribeToken, unsubscribeKeyFrom } from '../../lambdas/features/notifications/unsubscribe-token';
import type { MatrixRow } from './authorization-matrix';
import { cloud } from './support';
import { newUser } from './world';
import { everyone } from './matrix-answers';

/** The unsubscribe key of the local cloud, derived as the functions derive it from the local cursor key. */
export async function localUnsubscribeKey(): Promise<Buffer> {
  const client = new SecretsManagerClient({ endpoint: cloud.urls.secrets, region: cloud.region, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
  const out = await client.send(new GetSecretValueCommand({ SecretId: cloud.ids.cursorKeySecret }));
  return unsubscribeKeyFrom(cursorKeyFrom(out.SecretString!));
}

export const mailRows = {
  // Anyone holding the link may use it, signed in or not, with any token; the second and later calls find e-mail off
  // already and still answer 200. A forged token is the fuzzer's and the route tests' (400).
  unsubscribe: {
    fresh: async () => {
      const user = await newUser('geodesist', 'approved', 'Unsubscriber');
      return { token: signUnsubscribeToken(await localUnsubscribeKey(), user.sub, 'new_tender') };
    },
    call: (_w, _c, own) => ({ path: `/unsubscribe?token=${encodeURIComponent(own.token!)}`, body: {} }),
    expect: everyone(200),
  },
} satisfies Record<string, MatrixRow>;
