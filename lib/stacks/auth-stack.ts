import { NestedStack, type NestedStackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { Auth } from '../constructs/auth';
import type { AccessTargets } from '../constructs/grants';

export interface AuthStackProps extends NestedStackProps {
  readonly retain: boolean;
  readonly tracing: boolean;
  readonly targets: Omit<AccessTargets, 'userPool'>;
  readonly environment: Record<string, string>;
  readonly triggerConcurrency: number;
  readonly sesSender?: { readonly from: string; readonly verifiedDomain?: string };
}

/**
 * Accounts: the user pool (its logical id pinned: a replaced pool loses every account), the role groups, the
 * web client and the Cognito triggers, which must live beside the pool that invokes them.
 */
export class AuthStack extends NestedStack {
  public readonly auth: Auth;

  constructor(scope: Construct, id: string, props: AuthStackProps) {
    super(scope, id, props);
    this.auth = new Auth(this, 'Auth', props);
  }
}
