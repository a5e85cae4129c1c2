import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { AssetHashType, Duration, type ILocalBundling, RemovalPolicy } from 'aws-cdk-lib';
import { buildSync } from 'esbuild';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import type { RouteDef } from '../../lambdas/api/route-def';
import { functionBuildOptions } from '../bundling';
import { acknowledge } from '../nag';

/** Absolute path of the repository root (where package.json and package-lock.json live). */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

export interface AppFunctionProps {
  /** Handler module under `lambdas/`, without extension, e.g. `handlers/me-get`; it must export `handler`. */
  readonly entry: string;
  readonly description?: string;
  /** @default 10 seconds */
  readonly timeout?: Duration;
  /** @default 256 MB */
  readonly memorySize?: number;
  /** Active X-Ray tracing. @default false */
  readonly tracing?: boolean;
  /** @default one month */
  readonly logRetention?: logs.RetentionDays;
  /** Concurrency reserved for (and capping) this function. @default none */
  readonly reservedConcurrentExecutions?: number;
  /** The route whose handler `entry` is: the bundle's route table holds that route alone (lib/bundling.ts `functionAlias`). */
  readonly route?: Pick<RouteDef, 'feature' | 'handler'>;
}

/**
 * Bundles the function `entry` (an absolute path) into the asset's folder with the local esbuild, as
 * lib/bundling.ts `functionBuildOptions` says, with source maps. Its public `entry` is part of the bundling options
 * CDK keys its bundle cache by: CDK reuses one bundle for assets of the same source and options, so without it every
 * function would get the first one's bundle (`test/stack/nag.test.ts` checks one asset per function).
 */
class FunctionBundling implements ILocalBundling {
  readonly #route: Pick<RouteDef, 'feature' | 'handler'> | undefined;

  constructor(
    readonly entry: string,
    route: Pick<RouteDef, 'feature' | 'handler'> | undefined,
  ) {
    this.#route = route;
  }

  tryBundle(outputDir: string): boolean {
    buildSync({ ...functionBuildOptions(this.#route), entryPoints: [this.entry], outdir: outputDir, metafile: false, sourcemap: true, sourcesContent: false });
    return true;
  }
}

/**
 * A Lambda function with the project's defaults set once: Node.js 24 on arm64, bundled by the local
 * esbuild as minified ES modules with source maps, `index.mjs` and its chunks (AWS SDK v3 bundled, lib/bundling.ts;
 * a route's function with the route table narrowed to its route; aws-lambda-nodejs' NodejsFunction writes one file
 * and cannot split, docs/decisions/speed/split-bundles.md "Split bundles"), its own log group
 * with a retention period, and its own role that may write only to that log group (no managed policy).
 * Everything else the function may do is granted by the construct that owns the resource (`grant*`).
 *
 * Throws at synth time when the entry file does not exist.
 */
export class AppFunction extends lambda.Function {
  /** The log group the function writes to. */
  public readonly functionLogGroup: logs.LogGroup;

  constructor(scope: Construct, id: string, props: AppFunctionProps) {
    const entry = `${repoRoot}lambdas/${props.entry}.ts`;
    if (!existsSync(entry)) throw new Error(`Function entry ${entry} does not exist`);

    // Role and log group are created beside the function (they must exist before `super`).
    const logGroup = new logs.LogGroup(scope, `${id}Logs`, {
      retention: props.logRetention ?? logs.RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const role = new iam.Role(scope, `${id}Role`, {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: `Runs lambdas/${props.entry}`,
    });
    logGroup.grantWrite(role);

    super(scope, id, {
      code: lambda.Code.fromAsset(`${repoRoot}lambdas`, {
        // The hash of the bundle itself: a change that does not change the code deploys nothing.
        assetHashType: AssetHashType.OUTPUT,
        bundling: {
          // Never used: the local esbuild always bundles (it is a dependency of this project).
          image: lambda.Runtime.NODEJS_24_X.bundlingImage,
          local: new FunctionBundling(entry, props.route),
        },
      }),
      handler: 'index.handler',
      description: props.description ?? `lambdas/${props.entry}`,
      runtime: lambda.Runtime.NODEJS_24_X,
      architecture: lambda.Architecture.ARM_64,
      memorySize: props.memorySize ?? 256,
      timeout: props.timeout ?? Duration.seconds(10),
      tracing: props.tracing ? lambda.Tracing.ACTIVE : lambda.Tracing.DISABLED,
      role,
      logGroup,
      reservedConcurrentExecutions: props.reservedConcurrentExecutions,
      // No --enable-source-maps: Node would parse the bundle's source map on every cold start (14 ms of me-get's 70,
      // measured by npm run bench -- bundles' way). The .map files ship beside each bundle to read a stack trace with.
      loggingFormat: lambda.LoggingFormat.JSON,
    });
    this.functionLogGroup = logGroup;
    if (props.tracing) {
      acknowledge(role, {
        id: 'AwsSolutions-IAM5[Resource::*]',
        reason: 'X-Ray tracing: xray:PutTraceSegments and xray:PutTelemetryRecords support no resource other than *.',
      });
    }
  }
}
