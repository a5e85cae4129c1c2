/** The SES v2 client, created once per container (local endpoint: AWS_ENDPOINT_URL_SESV2). */
import { SESv2Client } from '@aws-sdk/client-sesv2';

export const ses = new SESv2Client({});
