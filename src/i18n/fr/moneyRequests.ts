/** Quatre yeux sur l’argent : demandes d’annulation, de virement et de taux, et leur file d’approbation. */
export const moneyRequests = {
  title: 'Approbations financières',
  menu: 'Approbations financières',
  intro:
    'Les annulations, les virements aux bénéficiaires et les taux de change ne prennent effet qu’une fois approuvés par une autre personne que le demandeur.',
  empty: 'Rien n’attend d’approbation.',
  loadError: 'Les demandes n’ont pas pu être chargées.',
  kinds: { reversal: 'Annulation', settlement: 'Virement', rate: 'Taux de change' },
  states: { pending: 'En attente d’approbation', approved: 'Approuvée', rejected: 'Rejetée' },
  columns: { kind: 'Demande', what: 'Objet', reason: 'Motif', requestedBy: 'Demandée par', requestedAt: 'Demandée le', actions: 'Décision' },
  what: {
    reversal: 'Reçu %{receiptNumber} : %{amount}',
    settlement: '%{beneficiary} : %{amount}, virement %{reference} du %{date}',
    rate: '1 %{from} = %{rate} %{to} à partir du %{date}',
  },
  reasonLine: 'Motif : %{reason}',
  requestedLine: 'Demandée par %{name} le %{date}',
  ownRequest: 'Votre demande : une autre personne la décide',
  approve: 'Approuver',
  reject: 'Rejeter',
  confirmApproveTitle: 'Approuver cette demande ?',
  confirmApprove: 'L’approbation l’enregistre définitivement : %{what}.',
  confirmRejectTitle: 'Rejeter cette demande ?',
  rejectReason: 'Motif (facultatif)',
  approved: 'Demande approuvée.',
  rejected: 'Demande rejetée.',
  reversalRequested: 'Annulation demandée : elle attend l’approbation d’un autre agent.',
  settlementRequested: 'Virement demandé : il attend l’approbation d’une autre personne.',
  rateNeedsApproval:
    'Un nouveau taux est une demande : il ne sert à aucune conversion tant qu’une autre personne ne l’a pas approuvé dans Approbations financières.',
  rateRequested: 'Taux demandé : il prend effet une fois approuvé par une autre personne.',
};

/** Les refus des règles des quatre yeux sur l’argent. */
export const moneyRequestErrors = {
  fourEyesOwnMoneyRequest: 'Vous avez fait cette demande : une autre personne doit l’approuver ou la rejeter.',
  fourEyesRecordedPayment: 'Vous avez enregistré ce paiement : une autre personne doit décider de son annulation.',
  fourEyesOwnRate: 'Vous avez saisi ce taux : une autre personne doit l’approuver ou le rejeter.',
  moneyRequestDecided: 'Cette demande a déjà été décidée.',
  moneyRequestDecider: 'Vous ne pouvez pas décider ce type de demande.',
  reversalAlreadyRequested: 'Une annulation de ce paiement attend déjà l’approbation.',
  settlementDateInFuture: 'Un virement ne peut pas être daté dans le futur.',
  rateDateInFuture: 'Un taux ne peut pas prendre effet un jour qui n’est pas encore arrivé (%{field}).',
  rateOverConvertedDays:
    'Des paiements ont déjà été convertis le %{day} au taux alors en vigueur : un taux valable à partir du %{validFrom} ne peut pas changer ce jour (%{field}).',
  rateApprovedUnchangeable:
    'Ce taux est approuvé et en vigueur : ajoutez un nouveau taux avec sa propre date au lieu de le modifier ou de le supprimer (%{field}).',
  rateChangeByRequesterOnly: 'Seule la personne qui a saisi ce taux peut le modifier tant qu’il attend l’approbation : approuvez-le ou rejetez-le plutôt.',
  rateNotPending: 'Ce taux n’attend pas d’approbation.',
};
