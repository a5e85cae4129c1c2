export const handler = async () => ({ statusCode: 501, body: JSON.stringify({ message: 'Not implemented' }) });
