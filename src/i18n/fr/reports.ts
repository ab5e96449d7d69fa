import type { reports as english } from '../en/reports';

/** Ce que partagent tous les rapports : filtres, règle de la période, chargement et échec. */
export const reports: typeof english = {
  filters: {
    label: 'Filtres du rapport',
    period: 'Période',
    presets: {
      thisMonth: 'Ce mois-ci',
      lastMonth: 'Le mois dernier',
      thisQuarter: 'Ce trimestre',
      thisYear: 'Cette année',
      last30Days: 'Les 30 derniers jours',
      custom: 'Période personnalisée',
    },
    from: 'Du',
    to: 'Au',
    projects: 'Projets',
    currentProject: 'Projet sélectionné',
    zone: 'Zone',
    allZones: 'Toutes les zones',
    apply: 'Appliquer',
    reversed: 'La fin de la période précède son début.',
    invalidDay: 'Saisissez un jour au format JJ/MM/AAAA.',
  },
  periodLine: 'Du %{from} au %{to}',
  gridHidden:
    'Le tableau détaillé s’affiche pour une période de 31 jours au plus. Cette période est plus longue : les graphiques et les totaux la couvrent entièrement. Choisissez un mois ou moins pour voir les lignes.',
  loading: 'Chargement du rapport…',
  failed: 'Le rapport n’a pas pu être chargé.',
  retry: 'Réessayer',
  empty: 'Rien sur cette période pour ces filtres.',
  chartNone: 'Aucun chiffre à représenter sur cette période.',
  noZone: 'Sans zone',
  total: 'Total',
};
