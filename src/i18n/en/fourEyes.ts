/** Four eyes: the refusals of a decision on one's own request (errorCode FOUR_EYES). */
export const fourEyesErrors = {
  fourEyesOwnNote: 'You created this tax note: another approver must approve or reject it.',
  fourEyesOwnAmendment: 'You asked for this new amount: another approver must decide on it.',
  fourEyesOwnDispute: 'You recorded this dispute: another approver must decide on it.',
} as const;
