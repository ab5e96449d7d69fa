import type { values as en } from '../en/values';

type Translated<T> = { [K in keyof T]: T[K] extends string ? string : Translated<T[K]> };

/** Libellés des valeurs énumérées, par nom de champ : mêmes clés que en/values.ts. */
export const values: Translated<typeof en> = {
  gender: { Male: 'Masculin', Female: 'Féminin' },
  maritalStatus: { Single: 'Célibataire', Married: 'Marié(e)', Divorced: 'Divorcé(e)', Widowed: 'Veuf / veuve' },
  education: { None: 'Aucun', Primary: 'Primaire', Secondary: 'Secondaire', University: 'Universitaire', Vocational: 'Professionnel' },
  status: { waiting: "En attente d'approbation", approved: 'Approuvé', rejected: 'Rejeté', merged: 'Fusionné', enabled: 'Activé', disabled: 'Désactivé' },
  type: { '2': 'Organisation', '3': 'Banque', text: 'Texte', number: 'Nombre', date: 'Date', select: 'Liste' },
  size: { Micro: 'Micro', Small: 'Petite', Medium: 'Moyenne', Large: 'Grande' },
  currency: { USD: 'Dollar américain (USD)', CDF: 'Franc congolais (CDF)' },
  fromCurrency: { USD: 'Dollar américain (USD)', CDF: 'Franc congolais (CDF)' },
  toCurrency: { USD: 'Dollar américain (USD)', CDF: 'Franc congolais (CDF)' },
  code: { USD: 'Dollar américain (USD)', CDF: 'Franc congolais (CDF)' },
  category: {
    Motorcycle: 'Motocyclette', Car: 'Voiture', Pickup: 'Pick-up', Minibus: 'Minibus', Bus: 'Bus', Truck: 'Camion', Tractor: 'Tracteur',
    Residential: 'Résidentiel', Commercial: 'Commercial', Industrial: 'Industriel', Mixed: 'Mixte', Land: 'Terrain',
  },
  nature: { Residential: 'Résidentiel', Commercial: 'Commercial', Industrial: 'Industriel', Mixed: 'Mixte', Land: 'Terrain' },
  taxes: { vignette: 'Vignette', roadTraffic: 'Taxe de circulation routière', technicalControl: 'Contrôle technique', urbanTax: 'Taxe urbaine' },
  rang: { '1': 'Rang 1', '2': 'Rang 2', '3': 'Rang 3', '4': 'Rang 4' },
  material: { Durable: 'Durable', 'Semi-durable': 'Semi-durable', 'Non-durable': 'Non durable' },
  taxType: { property: 'Foncier', vehicle: 'Véhicule', rental: 'Location', fee: 'Redevance' },
  stepMode: { auto: 'Étape automatique', user: 'Étape utilisateur' },
  period: { once: 'Une fois', monthly: 'Mensuelle', quarterly: 'Trimestrielle', yearly: 'Annuelle' },
  applicationAccess: { '1': 'Application web', '2': 'Application des naissances' },
  projectType: { '1': 'Web', '2': 'Naissances' },
  name: {
    Mitigation: 'Atténuation', Accounting: 'Comptabilité', Banking: 'Banque', Financials: 'Finances',
    Analytics: 'Indicateurs', Birth: 'Naissances', Rental: 'Locations', GBV: 'VBG',
    Taxation: 'Taxation', Fee: 'Redevance', Approver: 'Approbateur', Payment: 'Paiement', 'Call Center': "Centre d'appels", 'Revenue Split': 'Répartition des recettes',
    Recoverment: 'Recouvrement', Clearance: 'Quitus',
    Citizen: 'Citoyen', 'Citizen Approver': 'Approbation des citoyens', 'Tax Note': 'Note de taxation', Organization: 'Organisation', Property: 'Propriété',
    Vehicle: 'Véhicule', 'QR Code': 'Code QR',
    Project: 'Projet', User: 'Utilisateur', Role: 'Rôle', Docs: 'Documentation',
  },
};
