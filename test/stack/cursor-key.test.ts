/**
 * The list-cursor key: one generated secret in the data stack, readable (GetSecretValue only)
 * by exactly the functions with a paged list and those that sign or check one-click unsubscribe tokens (a key derived
 * from it: the unsubscribe route and the notification worker), each told its ARN in CURSOR_KEY_SECRET.
 */
import type { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { type RouteDef, routes } from '../../lambdas/api/routes';
import { routeAccess } from '../../lib/function-access';
import { appFunctions, roleOf, type Resources, statementsOf, synthesize } from './synth';

let template: Template;
let secretId: string;
beforeAll(() => {
  ({ template } = synthesize());
  secretId = Object.keys(template.findResources('AWS::SecretsManager::Secret'))[0]!;
});

/** The routes whose query takes a cursor: the paged lists. */
const paged = (routes as readonly RouteDef[]).filter((r) => r.query && 'cursor' in ((r.query as unknown as { shape?: object }).shape ?? {})).map((r) => r.handler);

describe('the list-cursor key', () => {
  it('is one secret Secrets Manager generates (64 letters and digits), in the data stack', () => {
    const secrets = template.findResources('AWS::SecretsManager::Secret') as Resources;
    expect(Object.keys(secrets)).toHaveLength(1);
    expect(secretId).toMatch(/^CursorKeySecret/);
    expect(secrets[secretId]!.Properties!.GenerateSecretString).toEqual({ PasswordLength: 64, ExcludePunctuation: true, IncludeSpace: false });
  });

  it('is readable by exactly the functions with a paged list and the unsubscribe token’s signer and checker: GetSecretValue on this secret, and CURSOR_KEY_SECRET set', () => {
    expect(paged.sort()).toEqual([
      'admin-ocds-export',
      'admin-user-history',
      'admin-users-list',
      'bids-list',
      'messages-list',
      'profile-ratings-list',
      'questions-list',
      'tender-history-list',
      'tenders-list',
    ]);
    expect(
      Object.entries(routeAccess)
        .filter(([, a]) => a.readsCursorKey)
        .map(([h]) => h)
        .sort(),
    ).toEqual([...paged, 'unsubscribe'].sort());
    const readers: string[] = [];
    for (const [id, props] of appFunctions(template)) {
      const statements = statementsOf(template, roleOf(template, id)).filter((s) => JSON.stringify(s.Action).includes('secretsmanager'));
      const env = (props.Environment?.Variables ?? {}) as Record<string, unknown>;
      if (statements.length === 0) {
        expect(env.CURSOR_KEY_SECRET, String(props.Description)).toBeUndefined();
        continue;
      }
      readers.push(String(props.Description).split(':')[0]!);
      expect(statements.map((s) => [s.Action, s.Resource])).toEqual([['secretsmanager:GetSecretValue', { Ref: secretId }]]);
      expect(env.CURSOR_KEY_SECRET).toEqual({ Ref: secretId });
    }
    const expected = [...paged, 'unsubscribe'].map((h) => {
      const r = (routes as readonly RouteDef[]).find((x) => x.handler === h)!;
      return `${r.method} ${r.path}`;
    });
    // The notification worker signs the unsubscribe links of the e-mails it builds.
    expected.push('Turns marketplace events into in-app, realtime and e-mail notifications');
    expect(readers.sort()).toEqual(expected.sort());
  });
});
