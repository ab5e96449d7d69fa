/**
 * How names sort in lists, in French as in English: an accented letter sorts with its plain
 * letter ("Établissements" among the E, "Régie" before "Routes") and case does not count. The
 * database has no language-aware collation on every engine (the embedded one has none), so lists
 * sort on a folded key made from these two strings, letter for letter.
 */
export const ACCENTED_LETTERS = 'ÀÂÄÁÃÅàâäáãåÇçÉÈÊËéèêëÍÌÎÏíìîïÑñÓÒÔÖÕóòôöõÚÙÛÜúùûüÝŸýÿ';
export const PLAIN_LETTERS = 'AAAAAAaaaaaaCcEEEEeeeeIIIIiiiiNnOOOOOoooooUUUUuuuuYYyy';

const PLAIN_OF = new Map([...ACCENTED_LETTERS].map((letter, index) => [letter, PLAIN_LETTERS[index]]));

/** The key a text sorts by (what the lists' SQL computes with translate and lower). */
export function sortFold(text: string): string {
  return [...text]
    .map((letter) => PLAIN_OF.get(letter) ?? letter)
    .join('')
    .toLowerCase();
}

/**
 * Two names in the lists' order, for what the browser sorts itself (option trees, the project
 * picker, report legends): by their folded keys, as the server's ORDER BY does, whatever the
 * browser's own collation; exact text breaks a tie, so the order is always the same.
 */
export function compareFolded(a: string, b: string): number {
  const [foldedA, foldedB] = [sortFold(a), sortFold(b)];
  if (foldedA !== foldedB) return foldedA < foldedB ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}
