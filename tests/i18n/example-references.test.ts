import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isValidReference } from '../../src/domain/tax-reference';

/** Every file under a folder, with its text. */
function textsUnder(folder: string): [string, string][] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .map((path) => [path, readFileSync(path, 'utf8')]);
}

const REFERENCE_SHAPED = /\b[A-Z]{2,5}-\d{4}-\d{7}-[0-9A-Z*]/g;

/**
 * An example a citizen or a clerk may copy must be a reference the product accepts: with a wrong
 * check character, the public lookup answers "looks mistyped" (tax-staff walk D14: the guide's
 * and the lookup's example ended in 7 where the check character is P).
 */
describe('example references in the guide and the catalogues', () => {
  it('carry their right check character', () => {
    const wrong = [...textsUnder('docs/guide'), ...textsUnder('src/i18n')].flatMap(([path, text]) =>
      [...text.matchAll(REFERENCE_SHAPED)]
        .map((match) => match[0])
        .filter((reference) => !isValidReference(reference))
        .map((reference) => `${path}: ${reference}`),
    );
    expect(wrong).toEqual([]);
  });
});
