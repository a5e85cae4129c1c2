/**
 * What each function's role may do, read from the synthesized templates of every stack and written in the
 * same symbolic form the call recorder (test/integration/aws-calls.ts) uses, so the two can be compared.
 *
 * Function keys: a route's handler name (`tenders-create`), `trigger-<Name>` for the Cognito triggers
 * (`trigger-PostConfirmation`), `realtime-connect`, `realtime-disconnect`, `email-worker`,
 * `notification-worker`, `outbox-relay`, `contact-digest`.
 *
 * Resources (globs, `*` matches any run of characters):
 * - `table`, `table/index/<name>` for the DynamoDB table and its indexes, `table/stream` for its stream;
 * - `files/<key>` for objects of the files bucket, `files` for the bucket itself, `files?prefix=<prefix>` for a
 *   listing (ListBucket) of the keys under a prefix (a statement conditioned on `s3:prefix`, one grant per prefix);
 * - `queue:email`, `queue:events`, `queue:data-exports` for the e-mail, event and data-export queues, `queue:email-dlq`, `queue:events-dlq` for their dead-letter queues,
 *   `queue:outbox-relay-failures` for the outbox relay's on-failure destination;
 * - `userpool` for the Cognito user pool;
 * - `ses:identity/<name>` for SES identities, `*` where the action takes no resource (ses:GetAccount);
 * - `realtime:@connections/<id>` for the WebSocket stage's connections;
 * - `secret:cursor-key` for the secret list cursors are sealed with.
 */
import { type RouteDef, routes } from '../../lambdas/api/routes';
import { appFunctions, roleOf, type Statement, statementsOf, synthesize } from './synth';

export interface Grant {
  /** IAM action, e.g. `dynamodb:Query`. */
  readonly action: string;
  /** Symbolic resource glob, e.g. `table/index/*` or `files/staging/*`. */
  readonly resource: string;
  /**
   * Used by the Lambda service on the function's behalf, not by its code: writing its own logs, polling the
   * queue or reading the stream of its event source, and describing a failed batch in its on-failure destination. Such grants are allowed but need no recorded call.
   */
  readonly byLambda?: boolean;
}

/** The function key of an app function, from its description (lib/constructs: routes, triggers, workers). */
function keyOf(description: string): string {
  const route = (routes as readonly RouteDef[]).find((r) => description.startsWith(`${r.method} ${r.path}:`));
  if (route) return route.handler;
  const trigger = /^Cognito (\w+) trigger$/.exec(description);
  if (trigger) return `trigger-${trigger[1]}`;
  const known: [RegExp, string][] = [
    [/^WebSocket \$connect/, 'realtime-connect'],
    [/^WebSocket \$disconnect/, 'realtime-disconnect'],
    [/^Sends queued e-mails/, 'email-worker'],
    [/^Turns marketplace events/, 'notification-worker'],
    [/^Carries outbox events/, 'outbox-relay'],
    [/^Hourly digest/, 'contact-digest'],
    [/^Prepares a user’s data export/, 'data-export-worker'],
    [/^Moves tender deadlines for questions/, 'question-sweep'],
    [/^Fires the timers that are due/, 'timer-relay'],
    [/^Checks each delivered geodata file/, 'delivery-check-worker'],
  ];
  const found = known.find(([re]) => re.test(description));
  if (!found) throw new Error(`No function key for "${description}"`);
  return found[1];
}

/** A statement's resource as a symbolic glob; throws on one it cannot name (so a new kind is noticed). */
function symbolic(resource: unknown): string {
  if (resource === '*') return '*';
  const text = JSON.stringify(resource);
  if (/"Fn::GetAtt":\["DataTable[A-Za-z0-9]*","StreamArn"\]/.test(text)) return 'table/stream';
  const logical = /"Fn::GetAtt":\["([A-Za-z0-9/]+?)","Arn"\]/.exec(text)?.[1] ?? /"Ref":"((?!AWS::)[A-Za-z0-9/]+)"/.exec(text)?.[1];
  const literal = (resource as { 'Fn::Join'?: [string, unknown[]] })['Fn::Join']?.[1].filter((p): p is string => typeof p === 'string').join('') ?? '';
  const suffix = literal.replace(/^arn:.*?:(identity|execute-api)?/, '');
  const base = logical?.split('/').pop() ?? '';
  if (base.startsWith('DataTable')) return `table${suffix}`;
  if (base.startsWith('FilesBucket')) return `files${suffix}`;
  if (base.startsWith('EmailQueue')) return 'queue:email';
  if (base.startsWith('NotificationsQueue')) return 'queue:events';
  if (base.startsWith('EmailDeadLetterQueue')) return 'queue:email-dlq';
  if (base.startsWith('NotificationsDeadLetterQueue')) return 'queue:events-dlq';
  if (base.startsWith('DataExportsQueue')) return 'queue:data-exports';
  if (base.startsWith('OutboxRelayFailureQueue')) return 'queue:outbox-relay-failures';
  if (base.startsWith('DataExportsDeadLetterQueue')) return 'queue:data-exports-dlq';
  if (base.startsWith('DeliveryChecksQueue')) return 'queue:delivery-checks';
  if (base.startsWith('DeliveryChecksDeadLetterQueue')) return 'queue:delivery-checks-dlq';
  if (base.startsWith('AuthUserPool')) return 'userpool';
  if (base.startsWith('CursorKeySecret')) return 'secret:cursor-key';
  if (base.startsWith('RealtimeApi')) return `realtime:${suffix.replace(/^.*\/live\/\*\//, '')}`;
  if (text.includes(':ses:') && literal.includes(':identity/')) return `ses:identity/${literal.split(':identity/')[1]}`;
  if (/LogGroup|Logs[0-9A-F]{8}$/.test(base) || text.includes('log-group')) return `logs:${base}`;
  throw new Error(`Cannot name resource ${text}`);
}

/**
 * The `s3:prefix` values a statement is conditioned on (a listing of the keys under them), or undefined for a
 * statement without that condition (other conditions, such as SES's sender address, narrow a grant without changing
 * its symbolic resource).
 */
function listedPrefixes(statement: Statement): string[] | undefined {
  const prefixes = (statement.Condition as { StringLike?: Record<string, unknown> } | undefined)?.StringLike?.['s3:prefix'];
  return prefixes === undefined ? undefined : [prefixes].flat().map(String);
}

let cached: Record<string, Grant[]> | undefined;

/** Every function key with its grants (synthesized once per test file). */
export function grantsByFunction(): Record<string, Grant[]> {
  if (cached) return cached;
  const { template } = synthesize();
  const byFunction: Record<string, Grant[]> = {};
  for (const [id, props] of appFunctions(template)) {
    const key = keyOf(String(props.Description));
    const mappings = Object.values(template.findResources('AWS::Lambda::EventSourceMapping') as Record<string, { Properties: Record<string, any> }>).filter(
      (m) => JSON.stringify(m.Properties.FunctionName) === JSON.stringify({ Ref: id }),
    );
    const eventSources = mappings.map((m) => symbolic(m.Properties.EventSourceArn));
    const onFailure = mappings.flatMap((m) => (m.Properties.DestinationConfig?.OnFailure?.Destination ? [symbolic(m.Properties.DestinationConfig.OnFailure.Destination)] : []));
    const grants: Grant[] = [];
    for (const statement of statementsOf(template, roleOf(template, id)) as Statement[]) {
      if (statement.Effect !== 'Allow') continue;
      const prefixes = listedPrefixes(statement);
      for (const action of [statement.Action].flat()) {
        for (const resource of [statement.Resource].flat().flatMap((r) => (prefixes ? prefixes.map((p) => `${symbolic(r)}?prefix=${p}`) : [symbolic(r)]))) {
          const byLambda =
            action.startsWith('logs:') ||
            (action.startsWith('sqs:') && action !== 'sqs:SendMessage' && eventSources.includes(resource)) ||
            (action.startsWith('dynamodb:') && eventSources.includes(resource)) ||
            (action === 'dynamodb:ListStreams' && eventSources.includes('table/stream')) ||
            onFailure.includes(resource) ||
            action.startsWith('xray:');
          grants.push({ action, resource, ...(byLambda ? { byLambda } : {}) });
        }
      }
    }
    byFunction[key] = grants;
  }
  cached = byFunction;
  return byFunction;
}
