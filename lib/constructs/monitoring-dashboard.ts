import { Duration } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';

/**
 * Metrics a dashboard may show and stay in CloudWatch's free tier (3 dashboards of up to 50 metrics each per
 * account; beyond, $3 a dashboard a month); test/stack/alarm-budget.test.ts counts the stage's.
 */
export const DASHBOARD_FREE_METRICS = 50;

export interface DashboardProps {
  readonly dashboardName: string;
  readonly httpApiId: string;
  readonly webSocketApiId: string;
  /** The functions outside the HTTP API (triggers, WebSocket handlers, workers) by group, one line each. */
  readonly functions: Record<string, Record<string, lambda.IFunction>>;
  /** Also graph the account's Lambda totals (errors, throttles, concurrent executions): the stage owns the account. */
  readonly accountTotals: boolean;
  readonly deadLetterQueues: Record<string, sqs.IQueue>;
  readonly alarms: cloudwatch.IAlarm[];
}

/**
 * The stage's CloudWatch dashboard (construct id `Dashboard` in `scope`): the HTTP API's requests, 5xx, 4xx and
 * latency (the route functions' failures are its 5xx; which route, the API's access log tells), one line per
 * function outside the HTTP API for errors and for throttles, the WebSocket API, the dead-letter queues, with
 * `accountTotals` the account's Lambda totals, and every alarm's state. About 31 metrics today, within
 * DASHBOARD_FREE_METRICS.
 */
export function addDashboard(scope: Construct, props: DashboardProps): cloudwatch.Dashboard {
  const fiveMinutes = { period: Duration.minutes(5), statistic: cloudwatch.Stats.SUM };
  const apiMetric = (metricName: string, apiId: string, statistic: string = cloudwatch.Stats.SUM) =>
    new cloudwatch.Metric({ namespace: 'AWS/ApiGateway', metricName, dimensionsMap: { ApiId: apiId }, period: Duration.minutes(5), statistic });
  const lines = (metricOf: (fn: lambda.IFunction, options: cloudwatch.MetricOptions) => cloudwatch.IMetric) =>
    Object.entries(props.functions).flatMap(([group, functions]) => Object.entries(functions).map(([name, fn]) => metricOf(fn, { ...fiveMinutes, label: `${group} ${name}` })));

  const dashboard = new cloudwatch.Dashboard(scope, 'Dashboard', { dashboardName: props.dashboardName });
  dashboard.addWidgets(
    new cloudwatch.GraphWidget({
      title: 'HTTP API requests, 5xx and 4xx (5xx: a route function failed or was throttled)',
      left: [apiMetric('Count', props.httpApiId), apiMetric('5xx', props.httpApiId), apiMetric('4xx', props.httpApiId)],
      width: 12,
    }),
    new cloudwatch.GraphWidget({ title: 'HTTP API latency (p50, p99)', left: [apiMetric('Latency', props.httpApiId, 'p50'), apiMetric('Latency', props.httpApiId, 'p99')], width: 12 }),
    new cloudwatch.GraphWidget({ title: 'Errors of the functions outside the HTTP API', left: lines((fn, options) => fn.metricErrors(options)), width: 12 }),
    new cloudwatch.GraphWidget({ title: 'Throttles of the functions outside the HTTP API', left: lines((fn, options) => fn.metricThrottles(options)), width: 12 }),
    new cloudwatch.GraphWidget({
      title: 'WebSocket',
      left: [apiMetric('ConnectCount', props.webSocketApiId), apiMetric('MessageCount', props.webSocketApiId), apiMetric('ExecutionError', props.webSocketApiId)],
      width: 12,
    }),
    new cloudwatch.GraphWidget({ title: 'Dead-letter queues', left: Object.values(props.deadLetterQueues).map((q) => q.metricApproximateNumberOfMessagesVisible()), width: 12 }),
  );
  if (props.accountTotals) {
    dashboard.addWidgets(
      new cloudwatch.GraphWidget({
        title: 'Lambda, every function of the account',
        left: [lambda.Function.metricAllErrors(fiveMinutes), lambda.Function.metricAllThrottles(fiveMinutes)],
        right: [lambda.Function.metricAllConcurrentExecutions({ period: Duration.minutes(5), statistic: cloudwatch.Stats.MAXIMUM })],
        width: 24,
      }),
    );
  }
  dashboard.addWidgets(new cloudwatch.AlarmStatusWidget({ title: 'Alarms', alarms: props.alarms, width: 24 }));
  return dashboard;
}
