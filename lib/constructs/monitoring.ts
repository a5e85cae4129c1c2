import { Duration } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as actions from 'aws-cdk-lib/aws-cloudwatch-actions';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';

export interface MonitoringProps {
  /** Every function of the stack, by a readable name (alarm and widget titles). */
  readonly functions: Record<string, lambda.IFunction>;
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

/**
 * Alarms and a dashboard for production (issue 12): a dead-letter queue that is not empty, any Lambda
 * error or throttle, an HTTP API 5xx rate above 1 %, and WebSocket execution errors. Every alarm
 * notifies one SNS topic, whose e-mail subscriber comes from the `geotender:alarmEmail` setting.
 */
export class Monitoring extends Construct {
  public readonly topic: sns.Topic;
  public readonly alarms: cloudwatch.Alarm[] = [];
  public readonly dashboard: cloudwatch.Dashboard;

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    this.topic = new sns.Topic(this, 'AlarmTopic', { displayName: 'GeoTender alarms', enforceSSL: true });
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
      alarm(`${name}NotEmpty`, queue.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5), statistic: cloudwatch.Stats.MAXIMUM }), `${name}: messages failed every retry and wait in the dead-letter queue`);
    }
    for (const [name, fn] of Object.entries(props.functions)) {
      alarm(`${name}Errors`, fn.metricErrors(fiveMinutes), `${name}: the function failed (errors in 5 minutes)`);
      alarm(`${name}Throttles`, fn.metricThrottles(fiveMinutes), `${name}: invocations were throttled`);
    }

    const apiMetric = (metricName: string, apiId: string) =>
      new cloudwatch.Metric({ namespace: 'AWS/ApiGateway', metricName, dimensionsMap: { ApiId: apiId }, ...fiveMinutes });
    const api5xxRate = new cloudwatch.MathExpression({
      expression: '100 * errors / IF(requests > 0, requests, 1)',
      usingMetrics: { errors: apiMetric('5xx', props.httpApiId), requests: apiMetric('Count', props.httpApiId) },
      period: Duration.minutes(5),
      label: 'HTTP API 5xx rate (%)',
    });
    alarm('Api5xxRate', api5xxRate, `More than ${API_5XX_RATE_PERCENT} % of HTTP API requests answered 5xx`, API_5XX_RATE_PERCENT);
    const wsErrors = apiMetric('ExecutionError', props.webSocketApiId);
    alarm('WebSocketErrors', wsErrors, 'WebSocket API execution errors');

    this.dashboard = new cloudwatch.Dashboard(this, 'Dashboard', { dashboardName: props.dashboardName });
    const fns = Object.entries(props.functions);
    this.dashboard.addWidgets(
      new cloudwatch.GraphWidget({ title: 'HTTP API requests and 5xx', left: [apiMetric('Count', props.httpApiId), apiMetric('5xx', props.httpApiId), apiMetric('4xx', props.httpApiId)], width: 12 }),
      new cloudwatch.GraphWidget({ title: 'HTTP API latency (p50, p99)', left: [
        new cloudwatch.Metric({ namespace: 'AWS/ApiGateway', metricName: 'Latency', dimensionsMap: { ApiId: props.httpApiId }, statistic: 'p50', period: Duration.minutes(5) }),
        new cloudwatch.Metric({ namespace: 'AWS/ApiGateway', metricName: 'Latency', dimensionsMap: { ApiId: props.httpApiId }, statistic: 'p99', period: Duration.minutes(5) }),
      ], width: 12 }),
      new cloudwatch.GraphWidget({ title: 'Lambda errors', left: fns.map(([, fn]) => fn.metricErrors(fiveMinutes)), width: 12, legendPosition: cloudwatch.LegendPosition.HIDDEN }),
      new cloudwatch.GraphWidget({ title: 'Lambda throttles', left: fns.map(([, fn]) => fn.metricThrottles(fiveMinutes)), width: 12, legendPosition: cloudwatch.LegendPosition.HIDDEN }),
      new cloudwatch.GraphWidget({ title: 'WebSocket', left: [apiMetric('ConnectCount', props.webSocketApiId), apiMetric('MessageCount', props.webSocketApiId), wsErrors], width: 12 }),
      new cloudwatch.GraphWidget({ title: 'Dead-letter queues', left: Object.values(props.deadLetterQueues).map((q) => q.metricApproximateNumberOfMessagesVisible()), width: 12 }),
      new cloudwatch.AlarmStatusWidget({ title: 'Alarms', alarms: this.alarms, width: 24 }),
    );
  }
}
