import { Duration } from 'aws-cdk-lib';
import * as events from 'aws-cdk-lib/aws-events';
import * as targets from 'aws-cdk-lib/aws-events-targets';
import { Construct } from 'constructs';
import { questionSweepFunction } from '../../lambdas/api/functions';
import { AppFunction } from './function';

export interface QuestionSweepProps {
  readonly tracing?: boolean;
}

/**
 * The question sweep: an EventBridge schedule runs lambdas/features/procurement/workers/question-sweep.ts every 15
 * minutes, which moves the deadline of a tender whose question was unanswered at its question deadline by two working
 * days. The caller grants its access (lib/function-access.ts `workerAccess['question-sweep']`).
 */
export class QuestionSweep extends Construct {
  public readonly worker: AppFunction;

  constructor(scope: Construct, id: string, props: QuestionSweepProps) {
    super(scope, id);
    this.worker = new AppFunction(this, 'Worker', {
      entry: questionSweepFunction,
      description: 'Moves tender deadlines for questions unanswered at the question deadline',
      timeout: Duration.seconds(120),
      memorySize: 512,
      tracing: props.tracing,
    });
    new events.Rule(this, 'Every15Minutes', {
      description: 'Runs the question sweep every 15 minutes',
      schedule: events.Schedule.rate(Duration.minutes(15)),
      targets: [new targets.LambdaFunction(this.worker, { retryAttempts: 2 })],
    });
  }
}
