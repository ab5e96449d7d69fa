import { describe, expect, it } from 'vitest';
import { servicesWith } from '../../src/domain/gbv-case';
import { caseBodyOf, emptyGbvForm, gbvFormProblems, type GbvFormValues } from '../../src/client/pages/gbv-cases/gbv-form';

const NOW = new Date('2026-11-20T10:00:00Z');

const filled = (overrides: Partial<GbvFormValues> = {}): GbvFormValues => ({
  ...emptyGbvForm('2026-11-20'),
  survivorAge: '24',
  sex: 'female',
  incidentType: 'physicalAssault',
  incidentDate: '2026-11-15',
  zone: 'zone-1',
  survivorName: 'Neema',
  ...overrides,
});

describe('the GBV case form', () => {
  it('accepts a complete case and names what is missing', () => {
    expect(gbvFormProblems(filled(), true, NOW)).toEqual({});
    expect(gbvFormProblems(emptyGbvForm('2026-11-20'), true, NOW)).toEqual({
      sex: 'gbv.register.form.required',
      incidentType: 'gbv.register.form.required',
      incidentDate: 'gbv.register.form.required',
      zone: 'gbv.register.form.required',
      survivorName: 'gbv.register.form.required',
      survivorAge: 'errors.gbvAgeRequired',
    });
  });

  it('refuses a referral without the survivor’s consent, service by service', () => {
    const services = servicesWith({ health: 'referred', legal: 'referred', psychosocial: 'provided' });
    expect(gbvFormProblems(filled({ services }), true, NOW)).toEqual({
      'services.health': 'errors.gbvConsentRequired',
      'services.legal': 'errors.gbvConsentRequired',
    });
    expect(gbvFormProblems(filled({ services, referralConsent: true }), true, NOW)).toEqual({});
    // Providing a service here shares nothing: no consent needed.
    expect(gbvFormProblems(filled({ services: servicesWith({ health: 'provided' }) }), true, NOW)).toEqual({});
  });

  it('keeps the dates in order and not in the future, and the age a real one', () => {
    expect(gbvFormProblems(filled({ reportDate: '2026-11-10' }), true, NOW)).toEqual({ reportDate: 'errors.gbvReportBeforeIncident' });
    expect(gbvFormProblems(filled({ incidentDate: '2026-12-01', reportDate: '2026-12-02' }), true, NOW)).toEqual({ reportDate: 'errors.gbvDateInFuture' });
    expect(gbvFormProblems(filled({ survivorAge: '140' }), true, NOW)).toEqual({ survivorAge: 'gbv.register.form.ageInvalid' });
    expect(gbvFormProblems(filled({ survivorAge: '', ageGroup: '18-25' }), true, NOW)).toEqual({});
  });

  it('asks for no name and sends no identity when the reader may not see it', () => {
    expect(gbvFormProblems(filled({ survivorName: '' }), false, NOW)).toEqual({});
    const body = caseBodyOf(filled(), false);
    expect(body).not.toHaveProperty('survivorName');
    expect(body).not.toHaveProperty('contact');
    expect(body).toMatchObject({ survivorAge: 24, zone: 'zone-1' });
    expect(caseBodyOf(filled({ survivorName: ' Neema ' }), true)).toMatchObject({ survivorName: 'Neema', contact: '', address: '' });
    expect(caseBodyOf(filled({ survivorAge: '', ageGroup: '26-40' }), true)).toMatchObject({ ageGroup: '26-40' });
  });
});
