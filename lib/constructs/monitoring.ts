import { Duration, Stack } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { addDashboard } from './monitoring-dashboard';

/**
 * Which Lambda metrics the function alarms read (`geotender:alarmScope`): `stage`, the errors and throttles of
 * each function outside the HTTP API; `account`, the account's own totals over every function of the region
 * (2 alarm metrics), for a stage that has its account and region to itself.
 */
export type AlarmScope = 'stage' | 'account';

export interface MonitoringProps {
  /** Every function of the app, in groups (a feature's API, the triggers, the workers) by a readable name. */
  readonly functionGroups: Record<string, Record<string, lambda.IFunction>>;
  /**
   * The groups of `functionGroups` whose functions answer the HTTP API's routes. API Gateway answers 500 when
   * Lambda refuses the call (throttled) and 502 when the function fails, and the request pipeline answers an
   * unexpected error 500 itself, so the API's 5xx alarms stand for these functions' errors and throttles and
   * they get no alarm metric of their own. @default none (every function gets its own)
   */
  readonly httpApiGroups?: readonly string[];
  /** @default 'stage' */
  readonly alarmScope?: AlarmScope;
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

/** Share of HTTP API requests answered 5xx that raises the alarm, in percent over 5 minutes (and over an hour). */
export const API_5XX_RATE_PERCENT = 1;
/** 5xx answers in 5 minutes below which the rate alarm stays quiet: one failure at low traffic is not an outage. */
export const API_5XX_MIN_ERRORS = 5;
/**
 * 5xx answers in an hour from which the hourly rate alarm may go off: a route that fails every caller at low
 * traffic never reaches API_5XX_MIN_ERRORS in 5 minutes, but does this within the hour.
 */
export const API_5XX_HOURLY_MIN_ERRORS = 3;
/** Metrics one alarm may combine (CloudWatch's hard limit for metric math alarms). */
export const METRICS_PER_ALARM = 10;
/**
 * Alarm metrics a stage may use in all (CloudWatch bills each metric an alarm reads, $0.10 a month, the
 * account's first 10 free); test/stack/alarm-budget.test.ts counts them over the synthesized app.
 */
export const ALARM_METRIC_BUDGET = 40;

/**
 * Alarms and a dashboard for production (priced in docs/decisions/cloud/alarm-cost.md, "What the alarms cost"). Every
 * failure an operator must act on raises one: a dead-letter queue that is not empty; the HTTP API's 5xx rate
 * above 1 % over 5 minutes (at least API_5XX_MIN_ERRORS failures) or over an hour (at least
 * API_5XX_HOURLY_MIN_ERRORS), which stands for the route functions; WebSocket execution errors; and the errors
 * and throttles of the other functions (triggers, WebSocket handlers, workers), per group summed with metric
 * math (at most METRICS_PER_ALARM functions an alarm), or with `alarmScope: 'account'` the account's Lambda
 * errors and throttles over every function. Every alarm notifies one SNS topic, whose policy lets CloudWatch
 * publish (TLS only), with the `geotender:alarmEmail` subscriber.
 */
export class Monitoring extends Construct {
  public readonly topic: sns.Topic;
  public readonly alarms: cloudwatch.Alarm[] = [];
  public readonly dashboard: cloudwatch.Dashboard;

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    const { account } = Stack.of(this);
    const alarmScope = props.alarmScope ?? 'stage';
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

    const apiGroups = new Set(props.httpApiGroups ?? []);
    const outside = Object.entries(props.functionGroups).filter(([group]) => !apiGroups.has(group));
    if (alarmScope === 'account') {
      alarm('LambdaErrors', lambda.Function.metricAllErrors(fiveMinutes), 'A function of the account failed (Lambda errors in 5 minutes, every function of the region)');
      alarm('LambdaThrottles', lambda.Function.metricAllThrottles(fiveMinutes), 'Invocations were throttled (every function of the region)');
    } else {
      let run = 0;
      for (const [group, functions] of outside) {
        chunk(Object.entries(functions), METRICS_PER_ALARM).forEach((part, i) => {
          const r = run++;
          const suffix = i === 0 ? '' : `${i + 1}`;
          const names = part.map(([n]) => n).join(', ');
          const sum = (label: string, metricOf: (fn: lambda.IFunction) => cloudwatch.IMetric) =>
            new cloudwatch.MathExpression({
              expression: `SUM([${part.map((_, j) => `f${r}x${j}`).join(', ')}])`,
              usingMetrics: Object.fromEntries(part.map(([, fn], j) => [`f${r}x${j}`, metricOf(fn)])),
              period: Duration.minutes(5),
              label: `${group}${suffix} ${label}`,
            });
          alarm(
            `${group}${suffix}Errors`,
            sum('errors', (fn) => fn.metricErrors(fiveMinutes)),
            `${group}: a function failed (errors in 5 minutes, summed over ${names})`,
          );
          alarm(
            `${group}${suffix}Throttles`,
            sum('throttles', (fn) => fn.metricThrottles(fiveMinutes)),
            `${group}: invocations were throttled (summed over ${names})`,
          );
        });
      }
    }

    const apiMetric = (metricName: string, apiId: string, period = Duration.minutes(5)) =>
      new cloudwatch.Metric({ namespace: 'AWS/ApiGateway', metricName, dimensionsMap: { ApiId: apiId }, period, statistic: cloudwatch.Stats.SUM });
    const api5xxRate = (period: Duration, minErrors: number, label: string) =>
      new cloudwatch.MathExpression({
        expression: `IF(errors >= ${minErrors}, 100 * errors / requests, 0)`,
        usingMetrics: { errors: apiMetric('5xx', props.httpApiId, period), requests: apiMetric('Count', props.httpApiId, period) },
        period,
        label,
      });
    alarm(
      'Api5xxRate',
      api5xxRate(Duration.minutes(5), API_5XX_MIN_ERRORS, 'HTTP API 5xx rate (%)'),
      `More than ${API_5XX_RATE_PERCENT} % of HTTP API requests answered 5xx (and at least ${API_5XX_MIN_ERRORS} in 5 minutes): a route function fails or is throttled`,
      API_5XX_RATE_PERCENT,
    );
    alarm(
      'Api5xxHourly',
      api5xxRate(Duration.hours(1), API_5XX_HOURLY_MIN_ERRORS, 'HTTP API 5xx rate over an hour (%)'),
      `More than ${API_5XX_RATE_PERCENT} % of the hour's HTTP API requests answered 5xx (and at least ${API_5XX_HOURLY_MIN_ERRORS}): a route fails its callers at low traffic`,
      API_5XX_RATE_PERCENT,
    );
    alarm('WebSocketErrors', apiMetric('ExecutionError', props.webSocketApiId), 'WebSocket API execution errors');

    this.dashboard = addDashboard(this, {
      dashboardName: props.dashboardName,
      httpApiId: props.httpApiId,
      webSocketApiId: props.webSocketApiId,
      functions: Object.fromEntries(outside),
      accountTotals: alarmScope === 'account',
      deadLetterQueues: props.deadLetterQueues,
      alarms: this.alarms,
    });
  }
}

/** `items` in runs of at most `size`. */
function chunk<T>(items: T[], size: number): T[][] {
  const runs: T[][] = [];
  for (let i = 0; i < items.length; i += size) runs.push(items.slice(i, i + size));
  return runs;
}
