import { describe, expect, it } from 'vitest';
import { getEntity } from '../../../src/client/schema-ui/entity-registry';
import { cascadeLevels, chooseLevel, levelFilter } from '../../../src/client/schema-ui/widgets/address-cascade';
import { deselectAll, selectAll, selectionValue } from '../../../src/client/schema-ui/widgets/multi-select';
import { treeOptions } from '../../../src/client/schema-ui/widgets/tree';

const address = getEntity('citizen').inlined.properties.address.properties!;
const placeOfBirth = getEntity('citizen').inlined.properties.placeOfBirth.properties!;

describe('the address cascade', () => {
  it('has five levels for an address, four for a place of birth', () => {
    expect(cascadeLevels(address).map((l) => l.key)).toEqual(['provinceKey', 'cityKey', 'communeKey', 'quartierKey', 'streetKey']);
    expect(cascadeLevels(placeOfBirth).map((l) => l.resource)).toEqual(['provinces', 'cities', 'communes', 'quartiers']);
  });

  it("filters each list by its parent's key and waits while the parent is empty", () => {
    const [province, city, , quartier, street] = cascadeLevels(address);
    expect(levelFilter(province, {})).toEqual({});
    expect(levelFilter(city, {})).toBeUndefined();
    expect(levelFilter(city, { provinceKey: 'hk' })).toEqual({ provinceKey: 'hk' });
    expect(levelFilter(quartier, { communeKey: 'kpb' })).toEqual({ communeKey: 'kpb' });
    expect(levelFilter(street, { quartierKey: '' })).toBeUndefined();
  });

  it('fills the name of a chosen level and clears every level below it', () => {
    const full = {
      houseNumber: '12',
      provinceKey: 'hk',
      provinceName: 'Haut-Katanga',
      cityKey: 'lsh',
      cityName: 'Lubumbashi',
      communeKey: 'kpb',
      communeName: 'Kampemba',
      streetKey: 's',
      streetName: 'Av. X',
    };
    expect(chooseLevel(address, full, 'cityKey', { key: 'lks', name: 'Likasi' })).toEqual({
      houseNumber: '12',
      provinceKey: 'hk',
      provinceName: 'Haut-Katanga',
      cityKey: 'lks',
      cityName: 'Likasi',
    });
    expect(chooseLevel(address, full, 'provinceKey', undefined)).toEqual({ houseNumber: '12' });
    expect(chooseLevel(placeOfBirth, { provinceKey: 'hk', cityKey: 'lsh' }, 'provinceKey', { key: 'lu', name: 'Lualaba' })).toEqual({ provinceKey: 'lu' });
  });
});

describe('the multi-select', () => {
  const options = [{ value: 'a' }, { value: 'b', disabled: true }, { value: 'c' }];
  it('selects every offered value but the disabled ones, and deselects all', () => {
    expect(selectAll(options)).toEqual(['a', 'c']);
    expect(deselectAll()).toEqual([]);
  });
  it('leaves an empty selection absent', () => {
    expect(selectionValue([])).toBeUndefined();
    expect(selectionValue(['a'])).toEqual(['a']);
  });
});

describe('the branch tree', () => {
  const nodes = [
    { id: 'b', label: 'Bureau Likasi', parent: 'root' },
    { id: 'root', label: 'Direction', parent: undefined },
    { id: 'a', label: 'Bureau Centre', parent: 'root' },
    { id: 'a1', label: 'Guichet', parent: 'a' },
    { id: 'bank', label: 'Rawbank', parent: 'gone' },
  ];

  it('orders parents before their branches, siblings by name, with their depth', () => {
    expect(treeOptions(nodes).map((o) => `${o.depth}:${o.id}`)).toEqual(['0:root', '1:a', '2:a1', '1:b', '0:bank']);
  });

  it('leaves out the record itself and its branches (no cycles)', () => {
    expect(treeOptions(nodes, 'a').map((o) => o.id)).toEqual(['root', 'b', 'bank']);
  });

  it('sorts names as the lists do: accents with their letter, case aside (admin-health D29)', () => {
    const names = ['Routes du Katanga', 'Établissements Mukendi', 'Groupe Forrest', 'Régie des eaux', 'Gérance Lubumbashi', 'entreprise Kyungu', 'Zénith'];
    const flat = names.map((label, index) => ({ id: String(index), label }));
    expect(treeOptions(flat).map((o) => o.label)).toEqual([
      'entreprise Kyungu',
      'Établissements Mukendi',
      'Gérance Lubumbashi',
      'Groupe Forrest',
      'Régie des eaux',
      'Routes du Katanga',
      'Zénith',
    ]);
  });
});
