/**
 * A plausible birth declaration of the demo health project, as a registrar's form sends it. Each
 * test gives what makes its declarations differ (the day of birth, the mother's name, a phone),
 * so that none is flagged a duplicate of another unless the test wants it.
 */
export function birthDeclaration(over: Record<string, unknown> = {}) {
  return {
    hospitalKey: 'est-hgr-kamalondo',
    childFirstName: 'Merveille',
    childLastName: 'Testa',
    gender: 'Female',
    dateOfBirth: '2024-01-01',
    heightMm: 495,
    weightGrams: 3150,
    motherFirstName: 'Odette',
    motherLastName: 'Essai',
    motherAge: 28,
    motherPhoneCountryCode: '243',
    motherPhone: '0997 123 456',
    zone: 'Kamalondo',
    motherHealth: 'good',
    caseType: 'normal',
    deliveryType: 'caesarean',
    congenitalAnomalies: false,
    multiplePregnancy: false,
    ...over,
  };
}
