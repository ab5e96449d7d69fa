/** Four eyes on money: reversal, settlement and conversion-rate requests and their approval queue. */
export const moneyRequests = {
  title: 'Money approvals',
  menu: 'Money approvals',
  intro: 'Reversals, transfers to beneficiaries and conversion rates take effect only once someone other than the requester approves them.',
  empty: 'Nothing is waiting for approval.',
  loadError: 'The requests could not be loaded.',
  kinds: { reversal: 'Reversal', settlement: 'Transfer', rate: 'Conversion rate' },
  states: { pending: 'Waiting for approval', approved: 'Approved', rejected: 'Rejected' },
  columns: { kind: 'Request', what: 'What', reason: 'Reason', requestedBy: 'Requested by', requestedAt: 'Requested on', actions: 'Decision' },
  what: {
    reversal: 'Receipt %{receiptNumber}: %{amount}',
    settlement: '%{beneficiary}: %{amount}, transfer %{reference} of %{date}',
    rate: '1 %{from} = %{rate} %{to} from %{date}',
  },
  reasonLine: 'Reason: %{reason}',
  requestedLine: 'Requested by %{name} on %{date}',
  ownRequest: 'Your request: someone else decides it',
  approve: 'Approve',
  reject: 'Reject',
  confirmApproveTitle: 'Approve this request?',
  confirmApprove: 'Approving writes it for good: %{what}.',
  confirmRejectTitle: 'Reject this request?',
  rejectReason: 'Reason (optional)',
  approved: 'Request approved.',
  rejected: 'Request rejected.',
  reversalRequested: 'Reversal requested: it is waiting for another officer’s approval.',
  settlementRequested: 'Transfer requested: it is waiting for approval by someone else.',
  rateNeedsApproval: 'A new rate is a request: it prices nothing until someone other than you approves it in Money approvals.',
  rateRequested: 'Rate requested: it takes effect once someone else approves it.',
} as const;

/** The refusals of the four-eyes rules on money (codes FOUR_EYES, MONEY_REQUEST_*, RATE_*, SETTLEMENT_DATE_FUTURE). */
export const moneyRequestErrors = {
  fourEyesOwnMoneyRequest: 'You made this request: someone else must approve or reject it.',
  fourEyesRecordedPayment: 'You recorded this payment: someone else must decide on its reversal.',
  fourEyesOwnRate: 'You entered this rate: someone else must approve or reject it.',
  moneyRequestDecided: 'This request has already been decided.',
  moneyRequestDecider: 'You may not decide this kind of request.',
  reversalAlreadyRequested: 'A reversal of this payment is already waiting for approval.',
  settlementDateInFuture: 'A transfer cannot be dated in the future.',
  rateDateInFuture: 'A rate cannot take effect on a day that has not come yet (%{field}).',
  rateOverConvertedDays:
    'Payments were already converted on %{day} at the rate then in force: a rate valid from %{validFrom} cannot change that day (%{field}).',
  rateApprovedUnchangeable: 'This rate is approved and in force: add a new rate with its own date instead of changing or deleting it (%{field}).',
  rateChangeByRequesterOnly: 'Only the person who entered this rate may change it while it waits for approval: approve or reject it instead.',
  rateNotPending: 'This rate is not waiting for approval.',
} as const;
