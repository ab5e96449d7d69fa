/** The API is served by the same process as the client (DESIGN.md), so paths stay relative. */
export const API_URL = '/api';
