/** The port of the server under test; E2E_PORT moves it when 3100 is taken. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const BASE_URL = `http://localhost:${E2E_PORT}`;
