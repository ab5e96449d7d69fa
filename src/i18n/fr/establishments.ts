/** Les écrans /establishment : arbre des succursales, comptes bancaires et formulaire vérifié. */
export const establishments = {
  list: {
    view: 'Comment afficher les établissements',
    asList: 'Liste',
    asTree: 'Succursales',
  },
  tree: {
    title: 'Arbre des succursales',
    loading: 'Chargement des établissements',
    empty: "Ce projet n'a encore aucun établissement.",
    noBranch: "Cet établissement n'a aucune succursale.",
    branches: '%{smart_count} succursale |||| %{smart_count} succursales',
    expand: 'Afficher les succursales de %{name}',
    collapse: 'Masquer les succursales de %{name}',
  },
  show: {
    branches: 'Succursales',
    noAccount: 'Aucun compte enregistré.',
  },
  editor: {
    createTitle: 'Créer un établissement',
    cancel: 'Annuler',
  },
  notifications: {
    created: "L'établissement a été créé avec succès !!!",
    updated: "L'établissement a été mis à jour avec succès !!!",
  },
} as const;
