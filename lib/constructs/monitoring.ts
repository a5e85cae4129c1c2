import { Duration, Stack } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';

export interface MonitoringProps {
  /** Every function of the app, in groups (a feature's API, the triggers, the workers) by a readable name. */
  readonly functionGroups: Record<string, Record<string, lambda.IFunction>>;
  /** Dead-letter queues that must stay empty. */
  readonly deadLetterQueues: Record<string, sqs.IQueue>;
  /** The HTTP API id (API Gateway v2). */
  readonly httpApiId: string;
  /** The WebSocket API id. */
  readonly webSocketApiId: string;
  /** Who gets the alarms by e-mail (confirms the SNS subscription once). @default no subscriber */
  readonly alarmEmail?: string;
  /** Dashboard name, unique per account and region. */
  readonly dashboardName: string;
}

/** Share of HTTP API requests answered 5xx that raises the alarm, in percent over 5 minutes. */
export const API_5XX_RATE_PERCENT = 1;
/** 5xx answers in 5 minutes below which the rate alarm stays quiet: one failure at low traffic is not an outage. */
export const API_5XX_MIN_ERRORS = 5;
/** Metrics one alarm may combine (CloudWatch's hard limit for metric math alarms). */
export const METRICS_PER_ALARM = 10;

/**
 * Alarms and a dashboard for production (issue 12). Alarms are shared, not two per function: each group
 * of functions gets one alarm on the sum of its functions' errors and one on the sum of their throttles
 * (metric math, at most METRICS_PER_ALARM functions an alarm), so a new route adds no alarm until its
 * group passes ten functions. Besides: a dead-letter queue that is not empty, an HTTP API 5xx rate above
 * 1 % (with at least API_5XX_MIN_ERRORS failures), and WebSocket execution errors. Every alarm notifies
 * one SNS topic, whose policy lets CloudWatch publish (TLS only), with the `geotender:alarmEmail`
 * subscriber.
 */
export class Monitoring extends Construct {
  public readonly topic: sns.Topic;
  public readonly alarms: cloudwatch.Alarm[] = [];
  public readonly dashboard: cloudwatch.Dashboard;

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    const { account } = Stack.of(this);
    this.topic = new sns.Topic(this, 'AlarmTopic', { displayName: 'GeoTender alarms', enforceSSL: true });
    // A topic with a policy no longer has the default one, so CloudWatch must be allowed explicitly.
    this.topic.addToResourcePolicy(
      new iam.PolicyStatement({
        sid: 'CloudWatchAlarmsPublish',
        principals: [new iam.ServicePrincipal('cloudwatch.amazonaws.com')],
        actions: ['sns:Publish'],
        resources: [this.topic.topicArn],
        conditions: { StringEquals: { 'aws:SourceAccount': account } },
      }),
    );
    if (props.alarmEmail) this.topic.addSubscription(new subscriptions.EmailSubscription(props.alarmEmail));
    const notify = new actions.SnsAction(this.topic);
    const alarm = (alarmId: string, metric: cloudwatch.IMetric, description: string, threshold = 0) => {
      const a = new cloudwatch.Alarm(this, alarmId, {
        metric,
        threshold,
        evaluationPeriods: 1,
        comparisonOperator: cloudwatch.ComparisonOperator.GREATER_THAN_THRESHOLD,
        treatMissingData: cloudwatch.TreatMissingData.NOT_BREACHING,
        alarmDescription: description,
      });
      a.addAlarmAction(notify);
      this.alarms.push(a);
      return a;
    };
    const fiveMinutes = { period: Duration.minutes(5), statistic: cloudwatch.Stats.SUM };

    for (const [name, queue] of Object.entries(props.deadLetterQueues)) {
      alarm(
        `${name}NotEmpty`,
        queue.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5), statistic: cloudwatch.Stats.MAXIMUM }),
        `${name}: messages failed every retry and wait in the dead-letter queue`,
      );
    }
    const errorLines: cloudwatch.IMetric[] = [];
    const throttleLines: cloudwatch.IMetric[] = [];
    let runIndex = 0;
    for (const [group, functions] of Object.entries(props.functionGroups)) {
      chunk(Object.entries(functions), METRICS_PER_ALARM).forEach((part, i) => {
        // Metric ids are unique across the dashboard's graphs, which show every run's sum.
        const run = runIndex++;
        const suffix = i === 0 ? '' : `${i + 1}`;
        const names = part.map(([n]) => n).join(', ');
        const sum = (label: string, metricOf: (fn: lambda.IFunction) => cloudwatch.IMetric) =>
          new cloudwatch.MathExpression({
            expression: `SUM([${part.map((_, j) => `f${run}x${j}`).join(', ')}])`,
            usingMetrics: Object.fromEntries(part.map(([, fn], j) => [`f${run}x${j}`, metricOf(fn)])),
            period: Duration.minutes(5),
            label: `${group}${suffix} ${label}`,
          });
        const errors = sum('errors', (fn) => fn.metricErrors(fiveMinutes));
        const throttles = sum('throttles', (fn) => fn.metricThrottles(fiveMinutes));
        alarm(`${group}${suffix}Errors`, errors, `${group}: a function failed (errors in 5 minutes, summed over ${names})`);
        alarm(`${group}${suffix}Throttles`, throttles, `${group}: invocations were throttled (summed over ${names})`);
        errorLines.push(errors);
        throttleLines.push(throttles);
      });
    }

    const apiMetric = (metricName: string, apiId: string) => new cloudwatch.Metric({ namespace: 'AWS/ApiGateway', metricName, dimensionsMap: { ApiId: apiId }, ...fiveMinutes });
    const api5xxRate = new cloudwatch.MathExpression({
      expression: `IF(errors >= ${API_5XX_MIN_ERRORS}, 100 * errors / requests, 0)`,
      usingMetrics: { errors: apiMetric('5xx', props.httpApiId), requests: apiMetric('Count', props.httpApiId) },
      period: Duration.minutes(5),
      label: 'HTTP API 5xx rate (%)',
    });
    alarm('Api5xxRate', api5xxRate, `More than ${API_5XX_RATE_PERCENT} % of HTTP API requests answered 5xx (and at least ${API_5XX_MIN_ERRORS} in 5 minutes)`, API_5XX_RATE_PERCENT);
    const wsErrors = apiMetric('ExecutionError', props.webSocketApiId);
    alarm('WebSocketErrors', wsErrors, 'WebSocket API execution errors');

    this.dashboard = new cloudwatch.Dashboard(this, 'Dashboard', { dashboardName: props.dashboardName });
    this.dashboard.addWidgets(
      new cloudwatch.GraphWidget({ title: 'HTTP API requests and 5xx', left: [apiMetric('Count', props.httpApiId), apiMetric('5xx', props.httpApiId), apiMetric('4xx', props.httpApiId)], width: 12 }),
      new cloudwatch.GraphWidget({
        title: 'HTTP API latency (p50, p99)',
        left: [
          new cloudwatch.Metric({ namespace: 'AWS/ApiGateway', metricName: 'Latency', dimensionsMap: { ApiId: props.httpApiId }, statistic: 'p50', period: Duration.minutes(5) }),
          new cloudwatch.Metric({ namespace: 'AWS/ApiGateway', metricName: 'Latency', dimensionsMap: { ApiId: props.httpApiId }, statistic: 'p99', period: Duration.minutes(5) }),
        ],
        width: 12,
      }),
      new cloudwatch.GraphWidget({ title: 'Lambda errors by group', left: errorLines, width: 12 }),
      new cloudwatch.GraphWidget({ title: 'Lambda throttles by group', left: throttleLines, width: 12 }),
      new cloudwatch.GraphWidget({ title: 'WebSocket', left: [apiMetric('ConnectCount', props.webSocketApiId), apiMetric('MessageCount', props.webSocketApiId), wsErrors], width: 12 }),
      new cloudwatch.GraphWidget({ title: 'Dead-letter queues', left: Object.values(props.deadLetterQueues).map((q) => q.metricApproximateNumberOfMessagesVisible()), width: 12 }),
      new cloudwatch.AlarmStatusWidget({ title: 'Alarms', alarms: this.alarms, width: 24 }),
    );
  }
}

/** `items` in runs of at most `size`. */
function chunk<T>(items: T[], size: number): T[][] {
  const runs: T[][] = [];
  for (let i = 0; i < items.length; i += size) runs.push(items.slice(i, i + size));
  return runs;
}
