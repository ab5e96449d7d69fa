/** Birth declarations: the list and its export, the approval queue, the rules' messages. */
export const births = {
  syncStates: { waitingForApproval: 'Waiting for approval', rejected: 'Rejected', synced: 'Synced' },
  genders: { Male: 'Male', Female: 'Female' },
  motherHealth: { good: 'Good', sick: 'Sick', critical: 'Critical', deceased: 'Deceased' },
  caseTypes: { normal: 'Normal', premature: 'Premature', postTerm: 'Post-term', referred: 'Referred' },
  deliveryTypes: { vaginal: 'Vaginal', assisted: 'Assisted (forceps or vacuum)', caesarean: 'Caesarean' },
  yesNo: { yes: 'Yes', no: 'No' },
  fields: {
    hospital: 'Hospital',
    child: 'Child',
    gender: 'Gender',
    dateOfBirth: 'Date of birth',
    height: 'Height (cm)',
    weight: 'Weight (g)',
    mother: 'Mother',
    father: 'Father',
    mobile: 'Mobile',
    zone: 'Zone',
    motherHealth: 'Mother health',
    caseType: 'Case type',
    deliveryType: 'Delivery type',
    congenitalAnomalies: 'Congenital anomalies',
    multiplePregnancy: 'Multiple pregnancy',
    syncState: 'Sync state',
    rejectionReason: 'Rejection reason',
    transmissionError: 'Last transmission error',
    transmissionAttempts: 'Transmission attempts',
    transmittedAt: 'Transmitted on',
    probableDuplicates: 'Probable duplicates',
    createdAt: 'Declared on',
  },
  /** What a rule of src/domain/health-birth-rules.ts says about a field. */
  rules: {
    required: 'Required',
    inFuture: 'This date is in the future',
    beforeParent: "The parent's age at the birth is not plausible",
    outOfRange: 'This value is outside the plausible range',
    phone: 'Not valid mobile (#)',
    ageOrDate: "Give the mother's date of birth or her age",
  },
  sheetName: 'Births',
};

/** Server refusals of the birth use cases (spread into errors). */
export const birthErrors = {
  birthInvalid: 'The birth declaration is not complete or not plausible: %{fields}.',
  birthHospitalUnknown: 'Please select the correct establishment: the hospital is not one of this project.',
  birthStateRefused: 'This action is not possible on the birth declaration in its current state.',
  birthIdempotencyKeyInvalid: 'The idempotency key must be 8 to 100 letters, digits, dashes or underscores.',
};
