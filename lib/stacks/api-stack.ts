import { NestedStack, type NestedStackProps } from 'aws-cdk-lib';
import type * as cognito from 'aws-cdk-lib/aws-cognito';
import type { Construct } from 'constructs';
import { HttpApi } from '../constructs/http-api';

export interface ApiStackProps extends NestedStackProps {
  readonly userPoolClient: cognito.IUserPoolClient;
  readonly tokenIssuer: string;
  readonly allowedOrigins: string[];
}

/**
 * The HTTP API and its JWT authorizer, upstream of the feature stacks (their integrations name the API) and of
 * the routes stack (its routes name the authorizer and the integrations).
 */
export class ApiStack extends NestedStack {
  public readonly api: HttpApi;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    this.api = new HttpApi(this, 'Api', props);
  }
}
