/** Le tableau de bord d'un projet (onglets des projets fiscaux et de santé, SPEC §2). */
export const projects = {
  dashboard: {
    loading: 'Chargement du projet',
    tabs: 'Sections du projet',
    notMember: "Vous n'êtes pas membre de ce projet : ses listes ne peuvent pas être affichées. Seule sa vue d'ensemble est disponible.",
  },
  tabs: {
    overview: "Vue d'ensemble",
    'project-establishment': 'Organisations',
    'project-bank-project': 'Banques',
    'project-currency': 'Conversions de devises',
    'project-user': 'Utilisateurs',
    'project-nomenclature': 'Nomenclature',
    settlement: 'Règlement',
    'project-revenue-split': 'Répartition des recettes',
    'scheduler-logs': 'Journaux du planificateur',
    'project-user-activity': 'Activité des utilisateurs',
  },
  later: {
    title: '%{tab} arrive plus tard',
    settlement: 'Les règlements des recettes perçues arrivent dans une prochaine version de Mapato.',
    'scheduler-logs': 'Le planificateur et ses journaux arrivent dans une prochaine version de Mapato.',
  },
  overview: {
    edit: 'Modifier les paramètres du projet',
    on: 'Activé',
    off: 'Désactivé',
  },
  members: {
    add: 'Ajouter un utilisateur',
    name: 'Nom',
    actions: 'Actions',
    remove: 'Retirer %{name} du projet',
    removeTitle: 'Retirer %{name} ?',
    removeContent: "%{name} n'appartiendra plus à %{project}.",
  },
  activity: {
    createdAt: 'Date',
    userName: "Nom d'utilisateur",
    action: 'Action',
    method: 'Méthode',
    route: 'Route',
    statusCode: 'Code de statut',
    position: 'Position',
  },
  notifications: {
    memberRemoved: '%{name} est retiré(e) du projet !!!',
  },
} as const;
