/**
 * The Lambda IAM grants, proven from behaviour. Runs after every other integration file (the sequencer in
 * vitest.config.ts): global-setup.ts recorded every AWS call the functions made meanwhile (aws-calls.ts),
 * and this file compares them with the grants read from the synthesized templates (test/stack/grants.ts):
 *
 * a. every recorded call is allowed by a grant of its function (least privilege is at least enough);
 * b. every grant is used by a recorded call of its function (nothing granted that the code does not do),
 *    apart from grants the Lambda service uses on the function's behalf (`byLambda`: its logs, its event source);
 * c. every function in the templates was invoked, and one with grants its code uses made a call (none left
 *    unexercised).
 *
 * Paths the local cloud cannot reach (failures of AWS itself) are exempt from b and c only through
 * EXCEPTIONS below, each with the handler test that pins the code path instead; an exception that is no
 * longer needed fails d. Scenarios that drive rare paths on purpose are in code-paths.test.ts.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { type Grant, grantsByFunction } from '../stack/grants';
import { type AwsCall, fetchInvokedFunctions, fetchRecordedCalls, resourcePattern } from './aws-calls';

interface Exception {
  functionKey: string;
  /** The granted action left unused, or `*` for a function that cannot be run locally at all. */
  action: string;
  /** Only the grants of `action` on this resource glob (compared with the grant's own glob); default all. */
  resource?: string;
  why: string;
  /** The handler test (test/handlers) that pins the code path. */
  pinnedBy: string;
  /** A path a race test reaches in some runs and not in others: its use does not make the exception stale. */
  sometimes?: true;
}

/** Grants no integration test can use, with the reason and the test that covers the path instead. Keep it short. */
const EXCEPTIONS: readonly Exception[] = [
  {
    functionKey: 'email-worker',
    action: 'sqs:ChangeMessageVisibility',
    why: 'sets the retry delay after SES refuses a send; the local SES accepts every well-formed message',
    pinnedBy: 'test/handlers/triggers-worker.test.ts › reports only the message SES refused as a batch item failure, and drops an invalid body',
  },
  {
    functionKey: 'email-worker',
    action: 'dynamodb:DeleteItem',
    why: 'Powertools idempotency deletes the in-progress record when the send throws; the local SES never refuses',
    pinnedBy: 'test/handlers/triggers-worker.test.ts › reports only the message SES refused as a batch item failure, and drops an invalid body',
  },
  {
    functionKey: 'tenders-create',
    action: 's3:DeleteObject',
    resource: 'files/tenders/*',
    why: 'removes the copied attachments when the tender’s transaction fails; a new tender id never conflicts locally',
    pinnedBy: 'test/handlers/staged-files.test.ts › removes every copy when the store fails, and throws the store’s error',
  },
  {
    functionKey: 'deliveries-create',
    action: 's3:DeleteObject',
    resource: 'files/deliveries/*',
    why: 'removes its copies when the tender completed between the check and the transaction; the race test reaches it only when the acceptance lands in that window',
    pinnedBy: 'test/handlers/deliveries.test.ts › removes its copies and answers 409 with the reason when the tender was completed meanwhile',
    sometimes: true,
  },
  {
    functionKey: 'tender-cancel',
    action: 's3:DeleteObject',
    resource: 'files/tenders/*',
    why: 'removes the copied cancellation document when the tender changed between the check and the transaction; a race test would reach it only in that window',
    pinnedBy: 'test/handlers/tender-cancel.test.ts › answers 409 with the reason when the tender was awarded and delivered meanwhile, and removes the copied document',
  },
  {
    functionKey: 'questions-answer',
    action: 's3:DeleteObject',
    resource: 'files/tenders/*',
    why: 'removes the copied answer file when the answer is refused between the check and the transaction (answered or closed meanwhile); a race test would reach it only in that window',
    pinnedBy: 'test/handlers/questions.test.ts › removes the copied file when the answer is refused by the condition (answered meanwhile), writing nothing',
  },
  {
    functionKey: 'messages-create',
    action: 's3:DeleteObject',
    resource: 'files/tenders/*',
    why: 'removes the copied files when the post is refused between the check and the transaction (the tender completed or cancelled meanwhile); a race test would reach it only in that window',
    pinnedBy: 'test/handlers/messages.test.ts › removes the copied files when the post is refused by the condition (completed meanwhile), writing nothing',
  },
  {
    functionKey: 'admin-approval-decide',
    action: 'dynamodb:Query',
    resource: 'table/index/*',
    why: 'reads the admins in force (the role index) only when an admin is rejected; the admin races call the handler in the test process, outside the recorded gateway',
    pinnedBy: 'test/integration/admin-races.test.ts and test/handlers/admin-reject-admin.test.ts › reads again after a lost race and rejects when another admin is still in force',
  },
  {
    functionKey: 'trigger-PostConfirmation',
    action: 'dynamodb:GetItem',
    why: 'reads the stored profile when Cognito retries the trigger after the profile was written; Cognito-local does not retry',
    pinnedBy: 'test/handlers/triggers-worker.test.ts › is safe to retry: an existing profile is kept and the admins are not e-mailed twice',
  },
  {
    functionKey: 'admin-users-create',
    action: 'cognito-idp:AdminDeleteUser',
    why: 'removes the Cognito user it just added when the profile cannot be written; DynamoDB Local never refuses the write',
    pinnedBy: 'test/handlers/admin-users-create.test.ts › removes the Cognito user it just added (cognito-idp:AdminDeleteUser), so no account exists without its profile',
  },
];

const { url } = inject('awsCalls');

/** A resource glob (`*` is any run of characters) as a matcher. */
function globMatches(glob: string, value: string): boolean {
  const source = glob
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${source}$`, 's').test(value);
}

function allows(grant: Grant, call: AwsCall): boolean {
  return grant.action === call.action && globMatches(grant.resource, call.resource);
}

function covers(e: Exception, grant: Grant): boolean {
  return e.action === grant.action && (e.resource === undefined || globMatches(e.resource, grant.resource));
}

function isExcepted(functionKey: string, grant: Grant): boolean {
  return EXCEPTIONS.some((e) => e.functionKey === functionKey && (e.action === '*' || covers(e, grant)));
}

/** Rows as aligned lines, for a failure message that lists each offender once. */
function lines(rows: string[][]): string {
  const widths = rows.reduce<number[]>((w, r) => r.map((cell, i) => Math.max(w[i] ?? 0, cell.length)), []);
  return rows
    .map((r) =>
      r
        .map((cell, i) => (i === r.length - 1 ? cell : cell.padEnd(widths[i]!)))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** The recorded calls once the queues are drained: no new call for 3 s (at most 60 s). */
async function settledCalls(): Promise<AwsCall[]> {
  const deadline = Date.now() + 60_000;
  let calls = await fetchRecordedCalls(url);
  for (;;) {
    await new Promise((r) => setTimeout(r, 3_000));
    const again = await fetchRecordedCalls(url);
    if (again.length === calls.length || Date.now() > deadline) return again;
    calls = again;
  }
}

let grants: Record<string, Grant[]> = {};
let calls: AwsCall[] = [];
let invoked: Record<string, number> = {};

beforeAll(async () => {
  grants = grantsByFunction();
  calls = await settledCalls();
  invoked = await fetchInvokedFunctions(url);
}, 300_000);

describe('Lambda IAM grants against the AWS calls the functions made in this run', () => {
  it('a. allows every recorded call by a grant of the function that made it', () => {
    expect(calls.length, 'no AWS call was recorded: did the other integration files run first?').toBeGreaterThan(0);
    // One line per function, action and resource pattern (files/tenders/*), with one concrete resource.
    const refused = new Map<string, string[]>();
    for (const c of calls.filter((call) => !(grants[call.functionKey] ?? []).some((g) => allows(g, call)))) {
      const pattern = resourcePattern(c.resource);
      refused.set(`${c.functionKey} ${c.action} ${pattern}`, [c.functionKey, c.action, pattern, pattern === c.resource ? '' : `e.g. ${c.resource}`]);
    }
    expect(lines([...refused.values()]), 'calls no grant allows (function, action, resource)').toBe('');
  });

  it('b. uses every grant of every function in a recorded call (or lists it in EXCEPTIONS; byLambda grants aside)', () => {
    const unused = Object.entries(grants).flatMap(([functionKey, granted]) =>
      granted
        .filter((g) => !g.byLambda && !isExcepted(functionKey, g))
        .filter((g) => !calls.some((c) => c.functionKey === functionKey && allows(g, c)))
        .map((g) => [functionKey, g.action, g.resource]),
    );
    expect(lines(unused), 'grants no recorded call used (function, action, resource)').toBe('');
  });

  it('c. invokes every function of the templates, and each one with grants makes a call (or lists it in EXCEPTIONS)', () => {
    const idle = Object.entries(grants)
      .filter(([functionKey]) => !EXCEPTIONS.some((e) => e.functionKey === functionKey && e.action === '*'))
      .flatMap(([functionKey, granted]) => {
        if (!invoked[functionKey]) return [[functionKey, 'never invoked']];
        // Grants the Lambda service uses on the function's behalf (its logs, its event source) need no call.
        const byCode = granted.filter((g) => !g.byLambda && !isExcepted(functionKey, g));
        if (byCode.length > 0 && !calls.some((c) => c.functionKey === functionKey)) return [[functionKey, `invoked ${invoked[functionKey]} times, no AWS call recorded`]];
        return [];
      });
    expect(lines(idle), 'functions left unexercised').toBe('');
  });

  it('d. lists in EXCEPTIONS only grants that exist and that no recorded call used', () => {
    const stale = EXCEPTIONS.flatMap((e) => {
      const granted = grants[e.functionKey];
      if (!granted) return [[e.functionKey, e.action, 'no such function in the templates']];
      if (e.action === '*') return invoked[e.functionKey] ? [[e.functionKey, e.action, `invoked ${invoked[e.functionKey]} times`]] : [];
      const what = e.resource === undefined ? e.action : `${e.action} ${e.resource}`;
      const matching = granted.filter((g) => covers(e, g));
      if (matching.length === 0) return [[e.functionKey, what, 'not granted']];
      if (e.sometimes) return [];
      return matching.every((g) => calls.some((c) => c.functionKey === e.functionKey && allows(g, c))) ? [[e.functionKey, what, 'used in this run']] : [];
    });
    expect(lines(stale), 'exceptions no longer needed (function, action, why)').toBe('');
  });
});
