import type { RJSFValidationError } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { getEntity } from '../../../src/client/schema-ui/entity-registry';
import { domainViolations } from '../../../src/client/schema-ui/form/domain-rules';
import { messageKey, translateErrors } from '../../../src/client/schema-ui/form/error-messages';
import { failureOf, toErrorSchema } from '../../../src/client/schema-ui/form/error-schema';
import { viewForm } from '../../../src/client/schema-ui/form/form-schema';
import { schemaValidator } from '../../../src/client/schema-ui/form/validator';

const labels = { field: (n: string) => n, subfield: (n: string) => n };

describe('the rules a form checks beyond the schema', () => {
  it('refuses a rental whose owner is its renter, on the renter', () => {
    const rental = getEntity('rental');
    const fields = rental.views.create;
    expect(domainViolations(rental, fields, { ownerKey: 'c1', renterKey: 'c1' })).toEqual([
      { field: 'renterKey', key: 'errors.sameRenterOwner', options: { field: 'resources.rentalContracts.fields.renterKey' } },
    ]);
    expect(domainViolations(rental, fields, { ownerKey: 'c1', renterKey: 'c2' })).toEqual([]);
  });

  it('refuses a conversion from a currency to itself', () => {
    const conversion = getEntity('currency-conversion');
    expect(domainViolations(conversion, conversion.views.create, { fromCurrency: 'USD', toCurrency: 'USD' })).toEqual([
      { field: 'toCurrency', key: 'errors.sameCurrency', options: { field: 'resources.currencyConversions.fields.toCurrency' } },
    ]);
    expect(domainViolations(conversion, conversion.views.create, { fromCurrency: 'USD', toCurrency: 'CDF' })).toEqual([]);
  });

  it("runs the server's registry of domain rules: dates, years, rates", () => {
    const today = { today: '2026-03-15' };
    const citizen = getEntity('citizen');
    expect(domainViolations(citizen, citizen.views.create, { dateOfBirth: '2026-03-16' }, today)).toEqual([
      { field: 'dateOfBirth', key: 'errors.dateInFuture', options: { field: 'resources.citizens.fields.dateOfBirth' } },
    ]);
    expect(domainViolations(citizen, citizen.views.create, { dateOfBirth: '2026-03-15' }, today)).toEqual([]);
    const vehicle = getEntity('vehicle');
    expect(domainViolations(vehicle, vehicle.views.create, { firstRegistrationYear: 2028 }, today)).toEqual([
      {
        field: 'firstRegistrationYear',
        key: 'errors.registrationYearTooLate',
        options: { max: 2027, field: 'resources.vehicles.fields.firstRegistrationYear' },
      },
    ]);
    const nomenclature = getEntity('nomenclature');
    expect(
      domainViolations(nomenclature, nomenclature.views.create, { validFrom: '2026-02-01', validTo: '2026-01-01' }, today).map((v) => [v.field, v.key]),
    ).toEqual([['validTo', 'errors.periodReversed']]);
    const conversion = getEntity('currency-conversion');
    expect(
      domainViolations(conversion, conversion.views.create, { fromCurrency: 'USD', toCurrency: 'CDF', conversionRate: '0.0' }, today).map((v) => v.key),
    ).toEqual(['errors.rateNotPositive']);
  });

  it('leaves a rule whose facts the form lacks to the server, and runs it once they are given', () => {
    const split = getEntity('revenue-split');
    expect(domainViolations(split, split.views.create, { beneficiary: 'Ville', percentage: 30 })).toEqual([]);
    expect(
      domainViolations(split, split.views.create, { beneficiary: 'Ville', percentage: 30 }, { today: '2026-03-15', otherSplits: [60, 25] }).map((v) => [
        v.field,
        v.options?.room,
      ]),
    ).toEqual([['percentage', 15]]);
    const establishment = getEntity('establishment');
    const facts = { today: '2026-03-15', establishments: [{ key: 'office', type: '2' }] };
    expect(
      domainViolations(
        establishment,
        establishment.views.create,
        { type: '2', bankAccounts: { usd: { bankKey: 'office', accountNumber: '0001' } } },
        facts,
      ).map((v) => v.field),
    ).toEqual(['bankAccounts.usd.bankKey']);
  });

  it('checks a phone against its own country code', () => {
    const citizen = getEntity('citizen');
    const fields = citizen.views.create;
    expect(domainViolations(citizen, fields, { contactPhone1CountryCode: '243', contactPhone1: '812345678' })).toEqual([]);
    expect(domainViolations(citizen, fields, { contactPhone1CountryCode: '243', contactPhone1: '1234' })).toEqual([
      { field: 'contactPhone1', key: 'errors.invalidMobile' },
    ]);
    expect(domainViolations(citizen, fields, { contactPhone1CountryCode: '33', contactPhone1: '612345678' })).toEqual([]);
    expect(domainViolations(citizen, ['firstName'], { contactPhone1: '1234' })).toEqual([]);
  });
});

describe("ajv's messages", () => {
  const error = (name: string, params: Record<string, unknown> = {}, property = '.x'): RJSFValidationError => ({
    name,
    params,
    property,
    message: 'raw',
    stack: 'raw',
  });

  it('map to catalogue keys with their limits', () => {
    expect(messageKey(error('required'))).toEqual({ key: 'schemaUi.errors.required' });
    expect(messageKey(error('maxLength', { limit: 100 }))).toEqual({ key: 'schemaUi.errors.maxLength', options: { limit: 100 } });
    expect(messageKey(error('format', { format: 'email' }))).toEqual({ key: 'schemaUi.errors.email' });
    expect(messageKey(error('type', { type: 'integer' }))).toEqual({ key: 'schemaUi.errors.integer' });
    expect(messageKey(error('if'))).toBeUndefined();
  });

  it('are translated, and a phone pattern error gives way to the phone rule', () => {
    const translate = (key: string, options?: Record<string, unknown>) => `${key}${options?.limit ?? ''}`;
    const out = translateErrors(translate, ['contactPhone1'])([error('minimum', { limit: 0 }), error('pattern', {}, '.contactPhone1'), error('const')]);
    expect(out.map((e) => e.message)).toEqual(['schemaUi.errors.minimum0', 'raw']);
  });
});

describe('the validator', () => {
  it('is the server Ajv: 2020-12 strict, x-admin- keywords accepted, formats checked', () => {
    const { schema } = viewForm(getEntity('citizen'), 'create', labels);
    const { errors } = schemaValidator.validateFormData(
      { firstName: 'A', lastName: 'B', gender: 'Male', contactPhone1CountryCode: '243', contactPhone1: '812345678', emailAddress: 'nope' },
      schema,
    );
    expect(errors.map((e) => [e.property, e.name])).toEqual([['.emailAddress', 'format']]);
  });

  it('refuses what the server refuses: money as a float, a revenue split above 100', () => {
    const rent = viewForm(getEntity('rental'), 'create', labels).schema;
    const bad = schemaValidator.validateFormData(
      { ownerKey: 'a', renterKey: 'b', propertyKey: 'p', category: 'Mixed', startDate: '2026-01-01', monthlyRent: { amount: 12.5, currency: 'USD' } },
      rent,
    );
    expect(bad.errors.map((e) => e.property)).toEqual(['.monthlyRent.amount']);
    const split = viewForm(getEntity('revenue-split'), 'create', labels).schema;
    expect(schemaValidator.validateFormData({ beneficiary: 'Province', percentage: 101 }, split).errors.map((e) => e.name)).toEqual(['maximum']);
    expect(schemaValidator.validateFormData({ beneficiary: 'Province', percentage: 100 }, split).errors).toEqual([]);
  });
});

describe('server errors on a form', () => {
  it('land on their (nested) fields; the others are shown above the form', () => {
    const { schema, general } = toErrorSchema(
      [
        { field: 'firstName', message: 'is required' },
        { field: 'address.cityKey', message: 'The city does not exist.' },
        { field: '(body)', message: 'bad' },
        { field: 'unknown', message: 'is not a known field' },
      ],
      ['firstName', 'address'],
    );
    expect(schema).toEqual({ firstName: { __errors: ['is required'] }, address: { cityKey: { __errors: ['The city does not exist.'] } } });
    expect(general).toEqual(['bad', 'unknown: is not a known field']);
  });

  it("are read from react-admin's HttpError body (400 details, 422 message, 412 stale)", () => {
    const error = Object.assign(new Error('Both renter and owner are same. Please check renter and owner.'), {
      body: { responseMessage: 'Both renter and owner are same. Please check renter and owner.', details: [] },
    });
    expect(failureOf(error)).toEqual({ details: [], message: 'Both renter and owner are same. Please check renter and owner.', stale: false });
    expect(failureOf({ body: { details: [{ field: 'x', message: 'm' }] } }).details).toEqual([{ field: 'x', message: 'm' }]);
    expect(failureOf({ status: 412, body: { responseMessage: 'changed' } })).toMatchObject({ message: 'changed', stale: true });
  });
});
