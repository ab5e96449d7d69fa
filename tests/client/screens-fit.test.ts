import { describe, expect, it } from 'vitest';
import { fittingCount } from '../../src/client/layout/menu-overflow';
import { cardFields } from '../../src/client/schema-ui/list/PhoneList';
import { getEntity } from '../../src/client/schema-ui/entity-registry';

describe('the horizontal menu keeps to one row', () => {
  it('shows every item when they all fit, without a "more" button', () => {
    expect(fittingCount([100, 120, 80], 308, 70, 4)).toBe(3);
  });

  it('keeps the first items that fit beside the "more" button, in their order', () => {
    // 100 + 4 + 120 + 4 + 70 = 298 fits in 300; the third item would not.
    expect(fittingCount([100, 120, 80], 300, 70, 4)).toBe(2);
    expect(fittingCount([100, 120, 80], 200, 70, 4)).toBe(1);
  });

  it('moves everything under "more" when even the first item does not fit beside it', () => {
    expect(fittingCount([150, 120], 200, 70, 4)).toBe(0);
  });
});

describe('a list on a phone reads as cards', () => {
  it("shows the citizen's name first, then a few columns that are text (no reference needing another request)", () => {
    const citizen = getEntity('citizen');
    const fields = cardFields(citizen, citizen.views.list);
    expect(fields.length).toBeGreaterThan(0);
    expect(fields.length).toBeLessThanOrEqual(3);
    for (const field of fields) {
      expect(citizen.representation).not.toContain(`{${field}}`);
      expect(citizen.inlined.properties[field]['x-admin-reference']).toBeUndefined();
    }
  });

  it('leaves references out of an establishment card', () => {
    const establishment = getEntity('establishment');
    expect(cardFields(establishment, ['establishmentName', 'parentKey', 'sectorKey', 'shortName'])).toEqual(['shortName']);
  });
});
