import { Stack, type StackProps } from 'aws-cdk-lib';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import type { Construct } from 'constructs';
import { type RouteDef, routes } from '../../lambdas/api/routes';
import type { AccessTargets } from '../constructs/grants';
import { HttpApi } from '../constructs/http-api';
import { RouteFunctions } from '../constructs/route-functions';

export interface ApiStackProps extends StackProps {
  readonly userPoolClient: cognito.IUserPoolClient;
  readonly tokenIssuer: string;
  readonly allowedOrigins: string[];
  readonly throttle: { rateLimit: number; burstLimit: number };
  readonly publicThrottle: { rateLimit: number; burstLimit: number };
  readonly targets: AccessTargets;
  readonly environment: Record<string, string>;
  readonly tracing: boolean;
}

/** The route table's public routes (no token): they live with the stage that throttles them. */
export const publicRoutes = (routes as readonly RouteDef[]).filter((r) => r.roles === 'public');

/**
 * The HTTP API, its stage and JWT authorizer, and the public routes (the stage's per-route throttling must
 * name routes that exist when the stage is created). Signed-in routes live in their feature's stack.
 */
export class ApiStack extends Stack {
  public readonly api: HttpApi;
  public readonly routeFunctions: RouteFunctions;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    this.api = new HttpApi(this, 'Api', props);
    this.routeFunctions = new RouteFunctions(this, 'PublicRoutes', {
      httpApi: this.api.httpApi,
      authorizer: this.api.routeAuthorizer,
      routes: publicRoutes,
      targets: props.targets,
      environment: props.environment,
      tracing: props.tracing,
    });
    this.api.throttleRoutes(
      publicRoutes.map((r) => ({ routeKey: `${r.method} ${r.path}`, route: this.routeFunctions.httpRoutes[r.handler as keyof typeof this.routeFunctions.httpRoutes]! })),
      props.publicThrottle,
    );
  }
}
