/** Quatre yeux : les refus d'une décision sur sa propre demande (errorCode FOUR_EYES). */
export const fourEyesErrors = {
  fourEyesOwnNote: "Vous avez créé cette note de taxation : un autre approbateur doit l'approuver ou la rejeter.",
  fourEyesOwnAmendment: 'Vous avez demandé ce nouveau montant : un autre approbateur doit en décider.',
  fourEyesOwnDispute: 'Vous avez enregistré cette contestation : un autre approbateur doit en décider.',
} as const;
