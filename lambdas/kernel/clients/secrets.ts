/** The Secrets Manager client, created once per container (only functions with a paged list use it). */
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';

export const secrets = new SecretsManagerClient({});
