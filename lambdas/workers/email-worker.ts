export const handler = async (event: unknown) => event;
