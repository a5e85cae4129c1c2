/** Environment of the handler tests; import first in each test file (before any handler module). */
Object.assign(process.env, {
  AWS_REGION: 'eu-central-1',
  AWS_ACCESS_KEY_ID: 'test',
  AWS_SECRET_ACCESS_KEY: 'test',
  TABLE_NAME: 'geotender-test',
  FILES_BUCKET: 'geotender-files-test',
  EMAIL_QUEUE_URL: 'https://sqs.eu-central-1.amazonaws.com/123456789012/email',
  USER_POOL_ID: 'eu-central-1_test',
  USER_POOL_CLIENT_ID: 'web-client-id',
  SITE_URL: 'https://geotender.example',
  API_URL: 'https://api.geotender.example',
  MAIL_FROM: 'notifications@geotender.example',
  REALTIME_ENDPOINT: 'https://ws.example.com/prod',
  TOKEN_ISSUER: 'https://cognito-idp.eu-central-1.amazonaws.com/eu-central-1_test',
  CURSOR_KEY_SECRET: 'arn:aws:secretsmanager:eu-central-1:123456789012:secret:cursor-key-test',
  POWERTOOLS_LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'SILENT',
  AWS_LAMBDA_FUNCTION_NAME: '',
  // The spec's write limits as they are (the integration run raises them for its own cloud in global-setup.ts,
  // and `npm test` starts that set-up before these workers).
  WRITE_LIMIT_FACTOR: '1',
});
