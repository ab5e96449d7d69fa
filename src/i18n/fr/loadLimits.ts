/** Le serveur se protège de la charge d'un appelant : délais, pages profondes, exports en parallèle, envois. */
export const loadLimitErrors = {
  queryTimeout: 'Le serveur a mis trop de temps à répondre et a arrêté cette requête. Veuillez restreindre les filtres ou réessayer dans %{seconds} secondes.',
  listTooDeep: 'Une liste montre au plus ses %{rows} premières lignes : filtrez-la ou triez-la pour atteindre les lignes voulues, ou exportez-la.',
  heavyRequestsBusy: "Vous avez déjà %{slots} exports ou rapports en cours. Veuillez attendre que l'un d'eux se termine et réessayer.",
  uploadQuotaCount: 'Vous avez envoyé %{count} fichiers au cours des dernières 24 heures, le maximum permis. Veuillez réessayer plus tard.',
  uploadQuotaBytes: 'Vous avez envoyé %{used} Mo au cours des dernières 24 heures ; %{max} Mo sont permis. Veuillez réessayer plus tard.',
} as const;
