import { describe, expect, it } from 'vitest';
import { getEntity } from '../../../src/client/schema-ui/entity-registry';
import { initialData, inputFor, submission, viewFields, viewForm, type Labeler } from '../../../src/client/schema-ui/form/form-schema';
import type { EntityMeta } from '../../../src/domain/entity-meta';

const labels: Labeler = { field: (name) => `field:${name}`, subfield: (name) => `sub:${name}` };
const citizen = getEntity('citizen');

describe('the fields of a view', () => {
  it('follow x-admin-views in order, for a path or a resource name alike', () => {
    expect(viewFields(citizen, 'list')).toEqual(['firstName', 'middleName', 'lastName', 'gender', 'contactPhone1', 'dateOfBirth', 'status']);
    expect(getEntity('citizens')).toBe(citizen);
  });

  it('drop unknown names and x-admin-hidden properties, keep an override order', () => {
    const user = getEntity('user');
    expect(viewFields(user, 'create', ['userName', 'isCitizen', 'nope', 'firstName'])).toEqual(['userName', 'firstName']);
  });
});

describe('the form of a view', () => {
  const form = viewForm(citizen, 'create', labels);

  it('holds only the view fields, their required ones, and the schema validation keywords', () => {
    expect(Object.keys(form.schema.properties ?? {})).toEqual(form.fields);
    expect(form.schema.required).toEqual(['firstName', 'lastName', 'gender', 'contactPhone1CountryCode', 'contactPhone1']);
    expect(form.schema.additionalProperties).toBe(false);
    expect((form.schema.properties as Record<string, { maxLength?: number }>).firstName.maxLength).toBe(100);
    expect(form.fields).not.toContain('status');
  });

  it('labels every field and nested field from the catalogue', () => {
    expect(form.uiSchema.firstName['ui:title']).toBe('field:firstName');
    expect(form.uiSchema.address.cityKey).toBeUndefined();
    const establishment = viewForm(getEntity('establishment'), 'edit', labels);
    expect(establishment.uiSchema.bankAccounts.cdf['ui:title']).toBe('sub:cdf');
    expect(establishment.uiSchema.bankAccounts.cdf.bankKey).toEqual({ 'ui:title': 'sub:bankKey', 'ui:widget': 'reference' });
  });

  it('heads each item of a list of objects with its label and number, never the raw key "buildings-1" (finding D9)', () => {
    const property = viewForm(getEntity('property'), 'create', labels);
    const items = property.uiSchema.buildings.items as (item: unknown, index: number) => Record<string, unknown>;
    expect(typeof items).toBe('function');
    expect(items({}, 0)['ui:title']).toBe('field:buildings 1');
    expect(items({}, 1)['ui:title']).toBe('field:buildings 2');
    expect(items({}, 0).name).toEqual(expect.objectContaining({ 'ui:title': 'sub:name' }));
  });

  it('picks the widget of each kind of property', () => {
    expect(form.uiSchema.gender['ui:widget']).toBe('enum');
    expect(form.uiSchema.dateOfBirth['ui:widget']).toBe('date');
    expect(form.uiSchema.fatherKey['ui:widget']).toBe('reference');
    expect(form.uiSchema.photo['ui:widget']).toBe('photo');
    expect(form.uiSchema.address['ui:field']).toBe('address');
    expect(form.uiSchema.placeOfBirth['ui:field']).toBe('address');
    expect(viewForm(getEntity('establishment'), 'create', labels).uiSchema.parentKey['ui:widget']).toBe('tree');
    expect(viewForm(getEntity('vehicle'), 'create', labels).uiSchema.taxes['ui:widget']).toBe('multiselect');
    expect(viewForm(getEntity('rental'), 'create', labels).uiSchema.monthlyRent['ui:field']).toBe('money');
    expect(inputFor({ type: 'string', maxLength: 5 })).toEqual({});
  });

  it('lets the phone input own its country code: the code is in the data but its own input hidden', () => {
    expect(form.uiSchema.contactPhone1).toMatchObject({ 'ui:field': 'phone', 'ui:options': { countryCodeField: 'contactPhone1CountryCode' } });
    expect(form.uiSchema.contactPhone1CountryCode).toEqual({ 'ui:widget': 'hidden' });
    const user = viewForm(getEntity('user'), 'create', labels, ['phoneNumber']);
    expect(user.fields).toEqual(['phoneNumber', 'contactPhone1CountryCode']);
  });

  it('shows x-admin-readonly fields read-only', () => {
    const shown = viewForm(citizen, 'edit', labels, ['firstName', 'status']);
    expect(shown.uiSchema.status['ui:readonly']).toBe(true);
    expect(shown.uiSchema.firstName['ui:readonly']).toBeUndefined();
  });

  it('keeps a root if/then only when the view holds every field it names', () => {
    const user = getEntity('user');
    expect(viewForm(user, 'create', labels).schema.if).toBeDefined();
    expect(viewForm(user, 'create', labels, ['firstName', 'lastName']).schema.if).toBeUndefined();
  });
});

describe('the data a form starts from and sends', () => {
  const entity: EntityMeta = citizen;
  const record = {
    id: 'c1',
    _key: 'c1',
    firstName: 'Amani',
    lastName: 'Kabila',
    profession: 'Teacher',
    status: 'approved',
    createdAt: '2026-01-01',
    middleName: null,
  };

  it('starts from the view fields of the record only (ajv refuses any other key)', () => {
    expect(initialData(record, ['firstName', 'middleName', 'lastName'])).toEqual({ firstName: 'Amani', lastName: 'Kabila' });
    expect(initialData(undefined, ['firstName'])).toEqual({});
  });

  it('sends the form data plus the fields the view does not show, never read-only or server fields', () => {
    const sent = submission(entity, record, ['firstName', 'lastName'], { firstName: 'Amina', lastName: 'Kabila', status: 'rejected' });
    expect(sent).toEqual({ firstName: 'Amina', lastName: 'Kabila', profession: 'Teacher' });
  });

  it('lets a cleared view field go', () => {
    const sent = submission(entity, record, ['firstName', 'lastName', 'profession'], { firstName: 'Amani', lastName: 'Kabila', profession: undefined });
    expect(sent).toEqual({ firstName: 'Amani', lastName: 'Kabila' });
  });
});
