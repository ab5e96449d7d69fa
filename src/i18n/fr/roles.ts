/** Les écrans /role : la liste, le formulaire et la matrice des permissions. */
export const roles = {
  list: {
    create: 'Créer un rôle',
    areas: 'Zones accessibles',
    deleteTitle: 'Supprimer le rôle %{recordRepresentation} ?',
  },
  form: {
    createTitle: 'Créer un rôle',
    editTitle: 'Modifier le rôle',
    nameRequired: 'Le nom du rôle est obligatoire',
  },
  matrix: {
    title: 'Permissions',
    area: 'Zone',
    all: 'Tout',
    column: '%{flag} pour toutes les zones',
    row: 'Toutes les permissions : %{area}',
    cell: '%{flag} : %{area}',
  },
  notifications: {
    created: 'Le rôle a été créé avec succès !!!',
    updated: 'Le rôle a été mis à jour avec succès !!!',
    deleted: 'Le rôle a été supprimé avec succès !!!',
  },
} as const;
