import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { BODY_TYPES_PATH, renderBodyTypes } from '../../src/server/cli/generate-body-types';

describe('the body types generated from schemas/', () => {
  it('are up to date: run `npx tsx src/server/cli/generate-body-types.ts` after changing the user, role or project schema', () => {
    expect(readFileSync(BODY_TYPES_PATH, 'utf8')).toBe(renderBodyTypes());
  });

  it('follow the schema: required fields required, enums as literals, the API names of the user fields', () => {
    const text = renderBodyTypes();
    expect(text).toContain('  userName: string;');
    expect(text).toContain('  userRole?: string;');
    expect(text).toContain('  associatedEstablishmentKey?: string[];');
    expect(text).toContain('  _citizenKey?: string;');
    expect(text).toContain('  type: "2" | "3";');
    expect(text).toContain('  projectType: "1" | "2";');
  });
});
