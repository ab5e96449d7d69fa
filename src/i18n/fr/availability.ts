/** Le service momentanément indisponible : sa base de données injoignable, ou ce serveur qui s'arrête. */
export const availabilityErrors = {
  databaseUnavailable: 'Le service est momentanément indisponible : sa base de données est injoignable. Veuillez réessayer dans %{seconds} secondes.',
  shuttingDown: "Ce serveur est en cours d'arrêt. Veuillez réessayer dans %{seconds} secondes.",
} as const;
