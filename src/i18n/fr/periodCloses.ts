import type { periodCloseErrors as enErrors, periodCloses as en } from '../en/periodCloses';

export const periodCloses: typeof en = {
  title: 'Périodes clôturées',
  intro:
    'Un mois clôturé ne change plus : aucun paiement, annulation, amendement, règlement ou pénalité de retard ne peut y être daté, ses rapports gardent leurs chiffres. Clôturez un mois une fois terminé et rapproché ; sa réouverture demande un second administrateur.',
  month: 'Mois',
  state: 'État',
  actions: 'Actions',
  open: 'Ouvert',
  closedOn: 'Clôturé le %{date} par %{name}',
  reopenRequested: 'Réouverture demandée par %{name} le %{date}',
  reason: 'Motif : %{reason}',
  close: 'Clôturer',
  requestReopen: 'Demander la réouverture',
  approveReopen: 'Approuver la réouverture',
  notOverYet: 'Pas encore terminé',
  closeTitle: 'Clôturer %{month} ?',
  closeBody: 'Plus rien de daté en %{month} ne pourra changer une fois le mois clôturé. Sa réouverture demande un autre administrateur.',
  reopenTitle: 'Demander la réouverture de %{month}',
  reopenReason: 'Pourquoi rouvrir ce mois ?',
  approveTitle: 'Rouvrir %{month} ?',
  approveBody: '%{name} a demandé la réouverture de ce mois : %{reason}',
  confirm: 'Confirmer',
  closed: 'Le mois est clôturé.',
  reopenAsked: 'La réouverture est demandée ; un autre administrateur l’approuve.',
  reopened: 'Le mois est de nouveau ouvert.',
  empty: 'Aucun mois à afficher.',
  loadFailed: 'Les mois n’ont pas pu être chargés.',
  reportNotice: 'Cette période comprend des mois clôturés : %{months}. Leurs chiffres ne peuvent plus changer.',
  reportMonth: '%{month} (clôturé le %{date} par %{name})',
};

export const periodCloseErrors: Record<keyof typeof enErrors, string> = {
  periodClosed: 'Le mois %{month} est clôturé (le %{closedOn} par %{closedBy}) : rien de daté dans ce mois ne peut être modifié.',
  periodNotOver: "Le mois %{month} n'est pas encore terminé : il peut être clôturé à partir du premier jour du mois suivant.",
  periodNotReconciled: "Le mois %{month} n'est pas rapproché : %{count} note(s) payée(s) dans ce mois ne concordent pas avec le registre des paiements.",
  periodAlreadyClosed: 'Ce mois est déjà clôturé.',
  periodNotClosed: "Ce mois n'est pas clôturé.",
  reopenAlreadyRequested: 'La réouverture de ce mois est déjà demandée.',
  reopenNotRequested: "Personne n'a demandé la réouverture de ce mois.",
  reopenSamePerson:
    'Un autre administrateur doit approuver cette réouverture : ni celui qui a clôturé le mois ni celui qui a demandé sa réouverture ne le peut.',
  periodMonthInvalid: "Le mois n'est pas valide (AAAA-MM).",
  paymentDateOutOfRange: "La date de paiement doit se situer entre le jour d'approbation de la note et aujourd'hui : du %{from} au %{to}.",
  firstDueDateInPast: 'La première échéance ne peut pas être dans le passé : le %{today} au plus tôt.',
  conversionRateMissingOn: "Aucun taux de change USD vers CDF n'est en vigueur le %{day}. Veuillez d'abord en ajouter un.",
};
