import type { gbv as en } from '../en/gbv';

type Translated<T> = { [K in keyof T]: T[K] extends string ? string : Translated<T[K]> };

/** Le registre des cas de VBG et son tableau d’indicateurs. Jamais le nom d’une survivante : des codes et des chiffres. */
export const gbv: Translated<typeof en> = {
  incidentTypes: {
    rape: 'Viol',
    sexualAssault: 'Agression sexuelle',
    physicalAssault: 'Agression physique',
    forcedMarriage: 'Mariage forcé',
    denialOfResources: 'Déni de ressources, d’opportunités ou de services',
    psychologicalAbuse: 'Violence psychologique ou émotionnelle',
  },
  sexes: { female: 'Féminin', male: 'Masculin' },
  services: { health: 'Santé', psychosocial: 'Psychosocial', legal: 'Juridique', safety: 'Sécurité' },
  serviceStates: { none: 'Pas nécessaire', provided: 'Fourni', referred: 'Référé', declined: 'Refusé' },
  statuses: { open: 'Ouvert', closed: 'Clôturé' },
  views: { list: 'Liste', detail: 'Cas', identity: 'Données identifiantes', export: 'Export', report: 'Rapport' },
  fields: {
    code: 'Code du cas',
    ageGroup: 'Tranche d’âge',
    sex: 'Sexe',
    incidentType: 'Type d’incident',
    incidentDate: 'Date de l’incident',
    reportDate: 'Date du signalement',
    zone: 'Zone',
    referralConsent: 'Consentement au référencement',
    caseWorker: 'Gestionnaire du cas',
    status: 'Statut',
    closureDate: 'Date de clôture',
    survivorName: 'Nom de la survivante',
    contact: 'Contact',
    address: 'Adresse',
  },
  yes: 'Oui',
  no: 'Non',
  export: { fileName: 'cas-vbg', sheetName: 'Cas de VBG' },
  report: {
    title: 'Enregistrements de VBG',
    byIncidentType: 'Cas par type d’incident',
    byZone: 'Cas par zone',
    byAgeGroup: 'Cas par tranche d’âge',
    byMonth: 'Cas par mois',
    bySex: 'Cas par sexe',
    services: 'Services et référencements',
    noZone: 'Sans zone',
  },
};
