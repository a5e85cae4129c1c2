import { Duration } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import { Construct } from 'constructs';
import { timerRelayFunction } from '../../lambdas/api/functions';
import { AppFunction } from './function';

export interface TimerRelayProps {
  readonly tracing?: boolean;
}

/**
 * The timer relay: an EventBridge schedule runs lambdas/features/notifications/workers/timer-relay.ts every minute,
 * which fires the timers due (lambdas/table/timers.ts) into the outbox. The caller grants its access
 * (lib/function-access.ts `workerAccess['timer-relay']`). Cost while nothing is due: one invocation and one empty
 * Query a minute (docs/decisions/after-award/timers.md).
 */
export class TimerRelay extends Construct {
  public readonly worker: AppFunction;

  constructor(scope: Construct, id: string, props: TimerRelayProps) {
    super(scope, id);
    this.worker = new AppFunction(this, 'Worker', {
      entry: timerRelayFunction,
      description: 'Fires the timers that are due into the outbox',
      timeout: Duration.seconds(60),
      memorySize: 256,
      tracing: props.tracing,
    });
    new events.Rule(this, 'EveryMinute', {
      description: 'Runs the timer relay every minute',
      schedule: events.Schedule.rate(Duration.minutes(1)),
      targets: [new targets.LambdaFunction(this.worker, { retryAttempts: 2 })],
    });
  }
}
