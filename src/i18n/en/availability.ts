/** The service itself unavailable for a moment: its database unreachable, or this server stopping. */
export const availabilityErrors = {
  databaseUnavailable: 'The service is briefly unavailable: its database cannot be reached. Please try again in %{seconds} seconds.',
  shuttingDown: 'This server is shutting down. Please try again in %{seconds} seconds.',
} as const;
