import type Ajv from 'ajv';
import Ajv2020 from 'ajv/dist/2020';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { retrieveSchema, type RJSFSchema } from '@rjsf/utils';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { registerAdminKeywords } from '../../../src/domain/schema-keywords';
import { ENTITIES } from '../../../src/client/schema-ui/entity-registry';
import { formFieldsOf, formSchemaOf } from '../../../src/client/schema-ui/form/precompiled/entity-form-schema';
import { schemaValidator } from '../../../src/client/schema-ui/form/validator';

/** The validator the forms had before: Ajv compiling each schema at run time (new Function), the server's setup. */
const compiling = customizeValidator({
  AjvClass: Ajv2020 as unknown as typeof Ajv,
  ajvOptionsOverrides: { strict: true, allowUnionTypes: true },
  extenderFn: (ajv) => registerAdminKeywords(ajv),
});

/** Values that break every kind of rule: types, lengths, limits, formats, patterns, enums, nested shapes. */
const VALUE = fc.constantFrom<unknown>(
  undefined,
  '',
  'x',
  'Kinshasa',
  'x'.repeat(300),
  'not-an-email',
  'a@b.cd',
  '2026-13-45',
  '2026-01-01',
  '2026-01-01T10:00:00Z',
  '+243812345678',
  'ABC-123',
  -1,
  0,
  1.5,
  42,
  1e12,
  true,
  false,
  null,
  {},
  [],
  ['a', 'a'],
  { amount: 1.5, currency: 'USD' },
  { amount: 100, currency: 'CDF' },
  { cityKey: '' },
);

const seen = (result: ReturnType<typeof schemaValidator.validateFormData>) =>
  result.errors.map(({ name, property, message, params, schemaPath, stack }) => ({ name, property, message, params, schemaPath, stack }));

/** Data for a form: some of its fields (and sometimes a field it does not show) given some value. */
const dataFor = (fields: readonly string[], others: readonly string[]) =>
  fc.dictionary(fc.constantFrom(...fields, ...(others.length ? others : fields)), VALUE, { maxKeys: fields.length + 1 });

describe('the precompiled form validators', () => {
  it.each(ENTITIES.map((entity) => [entity.resource, entity] as const))(
    "judge every form of %s as Ajv compiling the form's schema did: same errors, same order",
    (_resource, entity) => {
      const all = formFieldsOf(entity);
      const forms = fc.oneof(fc.constant(entity.views.create), fc.constant(entity.views.edit), fc.shuffledSubarray(all, { minLength: 1 }));
      fc.assert(
        fc.property(
          forms.chain((fields) => fc.tuple(fc.constant(fields), dataFor(fields, all), fc.boolean())),
          ([fields, data, resolved]) => {
            const form = formSchemaOf(entity, fields);
            // Live validation passes the schema with its conditions resolved, a submit the schema itself.
            const schema = resolved ? (retrieveSchema(schemaValidator, form, form, data) as RJSFSchema) : form;
            expect(seen(schemaValidator.validateFormData(data, schema))).toEqual(seen(compiling.validateFormData(data, schema)));
          },
        ),
        { numRuns: 40, seed: 22 },
      );
    },
  );

  it('refuse a schema that is no form of an entity rather than let it through unchecked', () => {
    expect(() => schemaValidator.validateFormData({}, { type: 'object', properties: { nothing: { type: 'string' } } })).toThrow(/No precompiled validator/);
  });
});
