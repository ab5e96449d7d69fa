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
