/** La régénération annuelle des notes d'impôt foncier (l'onglet régénération de /recoverment). */
export const regeneration = {
  title: "Régénération de l'impôt foncier",
  help: "Crée les notes d'impôt foncier de cette année à partir des notes d'une année passée, aux taux du jour.",
  year: 'Année à régénérer',
  start: 'Régénérer',
  cancel: 'Annuler',
  loading: 'Chargement de la régénération…',
  retry: 'Réessayer',
  failedToLoad: "La régénération n'a pas pu être chargée.",
  confirmTitle: 'Régénérer les notes foncières de %{year} ?',
  confirmContent: "Une note d'impôt foncier de %{current} est créée pour chaque note foncière de %{year}. Les notes déjà régénérées sont ignorées.",
  started: 'Régénération lancée',
  progress: 'Progression : %{percent} %',
  status: {
    started: 'Régénération de %{year} lancée : en attente des premières notes…',
    notStarted: "Les notes foncières de %{year} n'ont pas été régénérées : non commencée.",
    inProgress: 'Régénération de %{year} en cours : %{done} notes sur %{total}.',
    completed: 'Régénération de %{year} terminée (lancée par %{name}).',
    notFound: "Introuvable : aucune note d'impôt foncier en %{year}.",
    failed: 'La régénération de %{year} a échoué. Vous pouvez la relancer.',
  },
  counts: {
    created: 'Notes créées',
    skipped: 'Déjà régénérées (ignorées)',
    invalidItems: 'Articles qui ne sont plus valides (ignorés)',
    failed: "Notes qui n'ont pas pu être créées",
  },
};
