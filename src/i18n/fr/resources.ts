import type { resources as enResources, subfields as enSubfields } from '../en/resources';

type Translated<T> = { [K in keyof T]: T[K] extends string ? string : Translated<T[K]> };

/** Libellés des champs des objets imbriqués : mêmes clés que en/resources.ts. */
export const subfields: Translated<typeof enSubfields> = {
  houseNumber: 'Numéro',
  addressLine1: "Ligne d'adresse",
  provinceKey: 'Province',
  provinceName: 'Nom de la province',
  cityKey: 'Ville',
  cityName: 'Nom de la ville',
  communeKey: 'Commune',
  communeName: 'Nom de la commune',
  quartierKey: 'Quartier',
  quartierName: 'Nom du quartier',
  streetKey: 'Avenue',
  streetName: "Nom de l'avenue",
  countryName: 'Pays',
  zone: 'Zone',
  area: 'Secteur',
  manualAddress: 'Adresse saisie',
  amount: 'Montant',
  currency: 'Devise',
  cdf: 'Compte en CDF',
  usd: 'Compte en USD',
  bankKey: 'Banque',
  accountNumber: 'Numéro de compte',
  accountName: 'Intitulé du compte',
  name: 'Nom',
  material: 'Matériau',
  infrastructure: 'Infrastructure',
  floors: 'Niveaux',
  basements: 'Sous-sols',
  numberOfRenters: 'Nombre de locataires',
  areaM2: 'Superficie (m²)',
  headingKey: 'Rubrique',
  unique: 'Unique',
  mandatory: 'Obligatoire',
  type: 'Type',
  isAccess: 'Accès',
  read: 'Lecture',
  create: 'Création',
  update: 'Modification',
  delete: 'Suppression',
  isPoc: 'Point de perception',
};

/** Libellés des ressources : `name` au format polyglot (singulier |||| pluriel). */
export const resources: Translated<typeof enResources> = {
  citizens: {
    name: 'Citoyen |||| Citoyens',
    fields: {
      firstName: 'Prénom', middleName: 'Postnom', lastName: 'Nom', gender: 'Sexe', dateOfBirth: 'Date de naissance',
      maritalStatus: 'État civil', profession: 'Profession', education: "Niveau d'études", contactPhone1CountryCode: 'Indicatif',
      contactPhone1: 'Téléphone', emailAddress: 'E-mail', isInternational: 'International', useContactPhoneForNotifications: 'Utiliser le téléphone pour les notifications',
      fatherKey: 'Père', motherKey: 'Mère', spouseKey: 'Conjoint(e)',
      placeOfBirth: 'Lieu de naissance', address: 'Adresse', photo: 'Photo', status: 'Statut', mergedIntoKey: 'Fusionné avec',
    },
  },
  establishments: {
    name: 'Établissement |||| Établissements',
    fields: {
      establishmentName: 'Raison sociale', shortName: 'Sigle', organizationNumber: "Numéro d'identification", type: 'Type',
      classificationKey: 'Classification', subClassificationKey: 'Sous-classification', sectorKey: "Secteur d'activité", subSectorKey: 'Sous-secteur',
      size: 'Taille', dateOfCreation: 'Date de création', address: 'Adresse', parentKey: 'Organisation mère', bankAccounts: 'Comptes bancaires',
      contactPhone1CountryCode: 'Indicatif', contactPhone1: 'Téléphone', emailAddress: 'E-mail',
    },
  },
  vehicles: {
    name: 'Véhicule |||| Véhicules',
    fields: {
      ownerKey: 'Propriétaire', ownerEstablishmentKey: 'Organisation propriétaire', category: 'Catégorie', type: 'Type', plateNumber: "Numéro d'immatriculation",
      firstRegistrationYear: 'Année de première immatriculation', chassisNumber: 'Numéro de châssis', make: 'Marque', model: 'Modèle',
      fiscalHorsePower: 'Puissance fiscale (CV)', weightKg: 'Poids (kg)', seats: 'Places', colour: 'Couleur', taxes: 'Taxes',
    },
  },
  properties: {
    name: 'Propriété |||| Propriétés',
    fields: {
      ownerKey: 'Propriétaire', ownerEstablishmentKey: 'Organisation propriétaire', parcelNumber: 'Numéro de parcelle', address: 'Adresse', rang: 'Rang',
      nature: 'Nature', measuredAreaM2: 'Superficie mesurée (m²)', buildings: 'Bâtiments',
    },
  },
  rentalContracts: {
    name: 'Contrat de bail |||| Contrats de bail',
    fields: {
      ownerKey: 'Bailleur', renterKey: 'Locataire', propertyKey: 'Propriété', buildingName: 'Bâtiment', category: 'Catégorie',
      startDate: 'Date de début', endDate: 'Date de fin', monthlyRent: 'Loyer mensuel', contractRentAmount: 'Montant du bail',
    },
  },
  nomenclatureItems: {
    name: 'Article de nomenclature |||| Nomenclature',
    fields: {
      account: 'Compte', taxGroup: "Groupe d'impôt", chapter: 'Chapitre', reason: 'Libellé', taxFactorCitizen: 'Taux (citoyen)',
      taxFactorOrganization: 'Taux (organisation)', isSpecialTax: 'Taxe spéciale', validFrom: 'Valable du', validTo: "Valable jusqu'au",
      penaltyNomenclatureKey: 'Nomenclature de pénalité', taxType: "Type d'impôt",
    },
  },
  stepConfigurations: {
    name: "Configuration d'étape |||| Configurations d'étapes",
    fields: {
      labelName: 'Libellé', stepKey: 'Clé', defaultValue: 'Valeur par défaut', sequence: 'Ordre', includeInCalculation: 'Inclure dans le calcul',
      unique: 'Unique', mandatory: 'Obligatoire', hasTaxator: 'Avec taxateur', hasApprovingOfficer: 'Avec approbateur',
      hasDivisionRecoveryOfficer: 'Avec receveur divisionnaire', stepMode: "Mode d'étape", period: 'Période',
      autoApproveAfterHours: 'Approbation automatique après (heures)', headings: 'Rubriques',
    },
  },
  currencyConversions: {
    name: 'Taux de change |||| Taux de change',
    fields: { fromCurrency: 'Devise source', toCurrency: 'Devise cible', conversionRate: 'Taux de conversion' },
  },
  revenueSplits: {
    name: 'Répartition des recettes |||| Répartitions des recettes',
    fields: { beneficiary: 'Bénéficiaire', establishmentKey: 'Organisation', percentage: 'Pourcentage', description: 'Description' },
  },
  users: {
    name: 'Utilisateur |||| Utilisateurs',
    fields: {
      title: 'Titre', firstName: 'Prénom', middleName: 'Postnom', lastName: 'Nom', gender: 'Sexe', emailAddress: 'E-mail',
      contactPhone1CountryCode: 'Indicatif', phoneNumber: 'Téléphone', userName: "Nom d'utilisateur", password: 'Mot de passe',
      confirmPassword: 'Confirmer le mot de passe', userRole: 'Rôle', roleName: 'Rôle', type: 'Type de travail', establishmentKey: 'Organisation de travail',
      associatedEstablishmentKey: 'Organisations associées', applicationAccess: "Accès à l'application", isExternal: 'Utilisateur externe',
      isCitizen: 'Citoyen', _citizenKey: 'Citoyen', isActive: 'Actif', isForceLogout: 'Déconnexion forcée', company: 'Entreprise',
      additionalInfo: 'Informations complémentaires', imageSrc: 'Photo', lastLogin: 'Dernière connexion',
    },
  },
  roles: {
    name: 'Rôle |||| Rôles',
    fields: { name: 'Nom', description: 'Description', userKey: 'Créé par', roleList: 'Autorisations' },
  },
  projects: {
    name: 'Projet |||| Projets',
    fields: {
      projectName: 'Nom du projet', projectType: 'Type de projet', provinceKey: 'Province', status: 'Statut', dueDateDays: "Délai d'échéance (jours)",
      splitFee: 'Paiement fractionné', sendSms: 'Envoyer des SMS', scheduler: 'Planificateur', smsText: 'Texte du SMS', documentText: 'Texte du document',
      revenueSplit: 'Répartition des recettes (%)',
    },
  },
  classifications: {
    name: 'Classification |||| Classifications',
    fields: { name: 'Nom', code: 'Code', parentKey: 'Classification parente' },
  },
  sectors: {
    name: "Secteur d'activité |||| Secteurs d'activité",
    fields: { name: 'Nom', code: 'Code', parentKey: 'Secteur parent' },
  },
  genders: { name: 'Sexe |||| Sexes', fields: { name: 'Nom', code: 'Code' } },
  provinces: { name: 'Province |||| Provinces', fields: { name: 'Nom', code: 'Code' } },
  cities: { name: 'Ville |||| Villes', fields: { name: 'Nom', provinceKey: 'Province' } },
  communes: { name: 'Commune |||| Communes', fields: { name: 'Nom', cityKey: 'Ville' } },
  quartiers: { name: 'Quartier |||| Quartiers', fields: { name: 'Nom', communeKey: 'Commune' } },
  streets: { name: 'Avenue |||| Avenues', fields: { name: 'Nom', quartierKey: 'Quartier' } },
  zones: { name: 'Zone |||| Zones', fields: { name: 'Nom', communeKey: 'Commune' } },
  currencies: {
    name: 'Devise |||| Devises',
    fields: { code: 'Code', name: 'Nom', symbol: 'Symbole', minorUnits: 'Décimales' },
  },
};
