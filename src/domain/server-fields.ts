/**
 * Fields the server owns on every record: never part of a form, and whatever a client sends for
 * them is dropped before validation (`version` comes back in If-Match, not in the body).
 */
export const SERVER_FIELDS = ['_key', 'id', 'projectKey', 'version', 'createdAt', 'updatedAt', 'createdBy'] as const;
