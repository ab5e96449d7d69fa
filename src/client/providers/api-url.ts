/** The API is served by the same process as the client (ARCHITECTURE.md), so paths stay relative. */
export const API_URL = '/api';
