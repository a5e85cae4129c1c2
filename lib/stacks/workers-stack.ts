import { NestedStack, type NestedStackProps } from 'aws-cdk-lib';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { ContactDigest } from '../constructs/contact-digest';
import { DataExports } from '../constructs/data-exports';
import { DeliveryChecks } from '../constructs/delivery-checks';
import { Email } from '../constructs/email';
import { type AccessTargets, grantAccess } from '../constructs/grants';
import { Notifications } from '../constructs/notifications';
import { OutboxRelay } from '../constructs/outbox-relay';
import { QuestionSweep } from '../constructs/question-sweep';
import { TimerRelay } from '../constructs/timer-relay';
import { workerAccess } from '../function-access';

export interface WorkersStackProps extends NestedStackProps {
  readonly mailFrom: string;
  readonly sesSendRate: number;
  readonly emailQueue: sqs.IQueue;
  readonly eventsQueue: sqs.IQueue;
  readonly targets: AccessTargets;
  readonly environment: Record<string, string>;
  readonly tracing: boolean;
}

/**
 * The background work: the e-mail worker (sending from the mail stack's identity), the notification worker, the
 * hourly contact digest, the data-export worker, the outbox relay, the question sweep, the timer relay and the delivery check, each with the grants of lib/function-access.ts `workerAccess`.
 */
export class WorkersStack extends NestedStack {
  public readonly email: Email;
  public readonly notifications: Notifications;
  public readonly contactDigest: ContactDigest;
  public readonly dataExports: DataExports;
  public readonly outboxRelay: OutboxRelay;
  public readonly questionSweep: QuestionSweep;
  public readonly timerRelay: TimerRelay;
  public readonly deliveryChecks: DeliveryChecks;

  constructor(scope: Construct, id: string, props: WorkersStackProps) {
    super(scope, id, props);
    this.email = new Email(this, 'Email', { mailFrom: props.mailFrom, sendRate: props.sesSendRate, queue: props.emailQueue, tracing: props.tracing });
    this.notifications = new Notifications(this, 'Notifications', { queue: props.eventsQueue, tracing: props.tracing });
    this.contactDigest = new ContactDigest(this, 'ContactDigest', { tracing: props.tracing });
    if (!props.targets.dataExportQueue) throw new Error('WorkersStack: targets.dataExportQueue is needed');
    this.dataExports = new DataExports(this, 'DataExports', { queue: props.targets.dataExportQueue, tracing: props.tracing });
    this.outboxRelay = new OutboxRelay(this, 'OutboxRelay', { table: props.targets.data.table, tracing: props.tracing });
    this.questionSweep = new QuestionSweep(this, 'QuestionSweep', { tracing: props.tracing });
    this.timerRelay = new TimerRelay(this, 'TimerRelay', { tracing: props.tracing });
    if (!props.targets.deliveryCheckQueue) throw new Error('WorkersStack: targets.deliveryCheckQueue is needed');
    this.deliveryChecks = new DeliveryChecks(this, 'DeliveryChecks', { queue: props.targets.deliveryCheckQueue, tracing: props.tracing });
    const workers = {
      'email-worker': this.email.worker,
      'notification-worker': this.notifications.worker,
      'contact-digest': this.contactDigest.worker,
      'data-export-worker': this.dataExports.worker,
      'outbox-relay': this.outboxRelay.worker,
      'question-sweep': this.questionSweep.worker,
      'timer-relay': this.timerRelay.worker,
      'delivery-check-worker': this.deliveryChecks.worker,
    };
    for (const [name, fn] of Object.entries(workers)) {
      grantAccess(fn, workerAccess[name as keyof typeof workers], props.targets);
      for (const [key, value] of Object.entries(props.environment)) fn.addEnvironment(key, value);
    }
  }
}
