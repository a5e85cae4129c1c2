import { Duration } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import { Construct } from 'constructs';
import { contactDigestFunction } from '../../lambdas/api/functions';
import { AppFunction } from './function';

export interface ContactDigestProps {
  readonly tracing?: boolean;
}

/**
 * The hourly contact digest: an EventBridge schedule runs lambdas/features/contact/workers/contact-digest.ts,
 * which e-mails the admins the contact messages held back by the hourly e-mail cap. The caller grants its
 * access (lib/function-access.ts `workerAccess['contact-digest']`).
 */
export class ContactDigest extends Construct {
  public readonly worker: AppFunction;

  constructor(scope: Construct, id: string, props: ContactDigestProps) {
    super(scope, id);
    this.worker = new AppFunction(this, 'Worker', {
      entry: contactDigestFunction,
      description: 'Hourly digest of contact messages over the e-mail cap',
      timeout: Duration.seconds(60),
      tracing: props.tracing,
    });
    new events.Rule(this, 'Hourly', {
      description: 'Runs the contact digest at five past every hour',
      schedule: events.Schedule.cron({ minute: '5' }),
      targets: [new targets.LambdaFunction(this.worker, { retryAttempts: 2 })],
    });
  }
}
