import type { nav as en } from '../en/nav';

/** Titres du menu latéral en français. */
export const nav: Record<keyof typeof en, string> = {
  dashboards: 'Tableaux de bord', myWork: 'Mon travail', mitigation: 'Atténuation', accounting: 'Comptabilité',
  bankPayments: 'Paiements bancaires', financials: 'Finances',
  indicatorPanel: "Panneau d'indicateurs", birth: 'Enregistrement des naissances', rental: 'Enregistrement des locations', gbv: 'Enregistrement VBG',
  action: 'Action', taxation: 'Taxation', fee: 'Redevance', approver: 'Approbateur', payment: 'Paiement',
  callCenter: "Centre d'appels", revenueSplit: 'Répartition des recettes', recoverment: 'Recouvrement', clearance: 'Quitus',
  information: 'Information', citizen: 'Citoyen', citizenApprover: 'Approbation des citoyens', taxNote: 'Note de taxation',
  establishment: 'Établissement', property: 'Propriété', vehicle: 'Véhicule', qrCode: 'Code QR',
  configuration: 'Configuration', configurationSubtitle: 'Gestion des utilisateurs', project: 'Projet', user: 'Utilisateur', masterData: 'Données de référence', role: 'Rôle',
};
