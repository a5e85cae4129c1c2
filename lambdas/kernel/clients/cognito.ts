/** The Cognito user pool client, created at its first call, once per container (lazy-client.ts). */
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { lazyClient } from './lazy-client';

export const cognito = lazyClient(() => new CognitoIdentityProviderClient({}));
