import { describe, expect, it } from 'vitest';
import { ACCESS_LABELS } from '../../src/domain/access-labels';
import { COUNTRY_CODE_PATTERN, PHONE_NUMBER_PATTERN } from '../../src/domain/phone';
import { PASSWORD_PATTERN } from '../../src/domain/password';
import { RESOURCE_ROUTES } from '../../src/client/providers/resource-routes';
import { conventionProblems } from './conventions';
import { makeAjv, propertiesOf, readSchemas, resolveNode, type SchemaNode, type SchemaSet } from './support';

const set = readSchemas();
const byResource = (resource: string) => set.entities.find(({ schema }) => schema['x-admin-resource'] === resource)!.schema;

describe('every schema compiles under Ajv 2020 strict', () => {
  it('covers every entity of issue 4', () => {
    const resources = set.entities.map(({ schema }) => schema['x-admin-resource']);
    expect(resources).toEqual(
      expect.arrayContaining([
        'citizens',
        'establishments',
        'vehicles',
        'properties',
        'rentalContracts',
        'nomenclatureItems',
        'stepConfigurations',
        'currencyConversions',
        'revenueSplits',
        'users',
        'roles',
        'projects',
        'classifications',
        'sectors',
        'genders',
        'provinces',
        'cities',
        'communes',
        'quartiers',
        'streets',
        'zones',
        'currencies',
      ]),
    );
  });

  it.each(set.entities.map(({ file, schema }) => [file, schema] as const))('%s', (_file, schema) => {
    const ajv = makeAjv(set.common);
    expect(() => ajv.compile(schema)).not.toThrow();
  });

  it('refuses a schema strict mode would reject (a misspelt keyword)', () => {
    const ajv = makeAjv(set.common);
    const vehicle = byResource('vehicles');
    const broken = {
      ...vehicle,
      $id: 'https://mapato.cd/schemas/broken.schema.json',
      properties: { ...propertiesOf(vehicle), make: { type: 'string', maxlength: 50 } },
    };
    expect(() => ajv.compile(broken)).toThrow(/strict mode: unknown keyword: "maxlength"/);
  });
});

describe('schemas follow schemas/README.md', () => {
  it('has no convention problem', () => {
    expect(conventionProblems(set)).toEqual([]);
  });

  it('reports each kind of problem in a broken copy', () => {
    const copy = structuredClone(set) as SchemaSet;
    const vehicle = copy.entities.find(({ schema }) => schema['x-admin-resource'] === 'vehicles')!.schema;
    const fields = propertiesOf(vehicle);
    fields.colour = { type: 'string' };
    (fields.taxes as SchemaNode).maxItems = undefined;
    fields.extras = { type: 'object', properties: {} };
    fields.ownerKey['x-admin-reference'] = 'owners';
    vehicle['x-admin-access'] = 'Garage';
    (vehicle['x-admin-views'] as Record<string, string[]>).list.push('wheels');
    vehicle['x-admin-representation'] = '{plate}';
    expect(conventionProblems(copy)).toEqual(
      expect.arrayContaining([
        'vehicle.schema.json.colour: string without maxLength',
        'vehicle.schema.json.taxes: array without maxItems',
        'vehicle.schema.json.extras: object without additionalProperties false',
        "vehicle.schema.json.ownerKey: x-admin-reference 'owners' names no schema's resource",
        "vehicle.schema.json: x-admin-access 'Garage' is not an access label",
        "vehicle.schema.json: x-admin-views.list names unknown field 'wheels'",
        "vehicle.schema.json: x-admin-representation names unknown field 'plate'",
      ]),
    );
  });

  it('keeps the role matrix in step with the access labels', () => {
    const roleList = propertiesOf(byResource('roles')).roleList;
    const entry = roleList.items as SchemaNode;
    expect(propertiesOf(entry).name.enum).toEqual([...ACCESS_LABELS]);
    expect(roleList.maxItems).toBe(ACCESS_LABELS.length);
  });

  it('keeps the user schema in step with the domain patterns', () => {
    const fields = propertiesOf(byResource('users'));
    expect(resolveNode(fields.contactPhone1CountryCode, set.common).pattern).toBe(COUNTRY_CODE_PATTERN);
    expect(resolveNode(fields.phoneNumber, set.common).pattern).toBe(PHONE_NUMBER_PATTERN);
    expect(fields.password.pattern).toBe(PASSWORD_PATTERN);
  });

  it('gives the client route map one entry per entity, under its path and its resource', () => {
    for (const { schema } of set.entities) {
      const resource = schema['x-admin-resource'] as string;
      const path = (schema['x-admin-path'] as string | undefined) ?? resource;
      expect(RESOURCE_ROUTES[resource]?.route, resource).toBe(schema['x-admin-route']);
      expect(RESOURCE_ROUTES[path]?.route, path).toBe(schema['x-admin-route']);
      expect(RESOURCE_ROUTES[path]?.writeArea, path).toBe(schema['x-admin-access']);
    }
    expect(RESOURCE_ROUTES.userActivity?.route).toBe('project/user-activity');
  });
});
