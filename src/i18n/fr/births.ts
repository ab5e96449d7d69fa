import type { birthErrors as enErrors, births as en } from '../en/births';

/** Déclarations de naissance : la liste et son export, la file d'approbation, les messages des règles. */
export const births: typeof en = {
  syncStates: { waitingForApproval: "En attente d'approbation", rejected: 'Rejetée', synced: 'Synchronisée' },
  genders: { Male: 'Masculin', Female: 'Féminin' },
  motherHealth: { good: 'Bonne', sick: 'Malade', critical: 'Critique', deceased: 'Décédée' },
  caseTypes: { normal: 'Normal', premature: 'Prématuré', postTerm: 'Post-terme', referred: 'Référé' },
  deliveryTypes: { vaginal: 'Voie basse', assisted: 'Assisté (forceps ou ventouse)', caesarean: 'Césarienne' },
  yesNo: { yes: 'Oui', no: 'Non' },
  fields: {
    hospital: 'Hôpital',
    child: 'Enfant',
    gender: 'Sexe',
    dateOfBirth: 'Date de naissance',
    height: 'Taille (cm)',
    weight: 'Poids (g)',
    mother: 'Mère',
    father: 'Père',
    mobile: 'Mobile',
    zone: 'Zone',
    motherHealth: 'Santé de la mère',
    caseType: 'Type de cas',
    deliveryType: "Type d'accouchement",
    congenitalAnomalies: 'Anomalies congénitales',
    multiplePregnancy: 'Grossesse multiple',
    syncState: 'État de synchronisation',
    rejectionReason: 'Motif du rejet',
    transmissionError: 'Dernière erreur de transmission',
    transmissionAttempts: 'Tentatives de transmission',
    transmittedAt: 'Transmise le',
    probableDuplicates: 'Doublons probables',
    createdAt: 'Déclarée le',
  },
  rules: {
    required: 'Obligatoire',
    inFuture: 'Cette date est dans le futur',
    beforeParent: "L'âge du parent à la naissance n'est pas plausible",
    outOfRange: 'Cette valeur est hors des limites plausibles',
    phone: 'Mobile non valide (#)',
    ageOrDate: 'Indiquez la date de naissance de la mère ou son âge',
  },
  sheetName: 'Naissances',
};

export const birthErrors: Record<keyof typeof enErrors, string> = {
  birthInvalid: "La déclaration de naissance n'est pas complète ou pas plausible : %{fields}.",
  birthHospitalUnknown: "Veuillez sélectionner l'établissement correct : cet hôpital n'appartient pas à ce projet.",
  birthStateRefused: "Cette action n'est pas possible sur la déclaration de naissance dans son état actuel.",
  birthIdempotencyKeyInvalid: "La clé d'idempotence doit compter de 8 à 100 lettres, chiffres, tirets ou soulignés.",
};
