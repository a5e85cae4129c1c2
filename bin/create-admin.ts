/**
 * `npm run create-admin -- <email> <password>`: the first admin of a deployed stack. Admins cannot
 * self-register, so this creates the Cognito user with a permanent password, adds it to the `admin` group
 * and writes its approved profile item, exactly as the local cloud seeds its admin.
 * Needs AWS credentials, AWS_REGION, USER_POOL_ID and TABLE_NAME (the stack's UserPoolId and TableName outputs).
 */
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';

const [email, password] = process.argv.slice(2);
const userPoolId = process.env.USER_POOL_ID;
if (!email || !password || !userPoolId || !process.env.TABLE_NAME) {
  console.error('Usage: USER_POOL_ID=<UserPoolId> TABLE_NAME=<TableName> npm run create-admin -- <email> <password>');
  process.exit(2);
}
// Imported after the checks: the data module reads TABLE_NAME when it runs.
const { seedAdmin } = await import('../local/seed');
await seedAdmin(new CognitoIdentityProviderClient({}), userPoolId, { email, password });
console.log(`Admin ${email} is ready: sign in at the stack's SiteUrl.`);
