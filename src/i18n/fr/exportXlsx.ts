/** L’export en tableur envoyé au fil de l’eau : le bouton, sa progression et les en-têtes ajoutés. */
export const exportXlsx = {
  button: 'Exporter',
  buttonLabel: 'Exporter les %{name} vers un tableur',
  preparing: 'Préparation du tableur…',
  progressBytes: '%{size} reçus',
  progressRows: '%{rows} lignes · %{size} reçus',
  cancel: 'Annuler',
  cancelled: 'L’export a été annulé.',
  failed: 'Le tableur n’a pas pu être téléchargé. Veuillez réessayer.',
  done: 'Le tableur %{fileName} est téléchargé.',
  currencyOf: '%{label} (devise)',
  sheetName: 'Export',
  yes: 'Oui',
  no: 'Non',
} as const;
