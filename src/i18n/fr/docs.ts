import type { docs as en } from '../en/docs';

type Catalogue<T> = { [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };

/** L'écran du guide (/docs) en français ; les chapitres sont des fichiers Markdown sous docs/guide. */
export const docs: Catalogue<typeof en> = {
  title: "Guide d'utilisation",
  sidebar: 'Sommaire et recherche du guide',
  contents: 'Chapitres',
  openContents: 'Sommaire',
  yourGuide: 'votre guide',
  loading: 'Chargement du guide…',
  loadFailed: "Le guide n'a pas pu être chargé. Veuillez recharger la page.",
  notFound: "Ce chapitre n'existe pas.",
  openGuide: 'Ouvrir le guide',
  fallback: "Ce chapitre n'est pas encore traduit en français : voici le texte anglais.",
  readIn: 'Read in English',
  pager: 'Chapitre précédent et suivant',
  previous: 'Précédent',
  next: 'Suivant',
  search: {
    label: 'Rechercher dans le guide',
    placeholder: 'Un mot, par ex. reçu',
    results: 'Chapitres trouvés',
    found: '%{smart_count} chapitre trouvé |||| %{smart_count} chapitres trouvés',
    none: 'Aucun chapitre ne contient ces mots.',
  },
  levels: {
    basics: 'Premiers pas',
    appraiser: 'Taxateur',
    approver: 'Approbateur',
    receveur: 'Receveur',
    cashier: 'Caisse et banque',
    'call-centre': "Centre d'appels",
    administrator: 'Administrateur',
    registrar: 'Officier d’état civil (santé)',
  },
};
