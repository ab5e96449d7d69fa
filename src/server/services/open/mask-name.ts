/**
 * A taxpayer's name as the public lookup shows it: enough for the owner to recognise ("Kab***
 * Mwa***"), not enough for a stranger holding a reference to learn who owes the tax.
 */
export function maskName(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => {
      // A dash or an ampersand between words tells nothing about the name: it stays as it is.
      if (!/\p{L}|\p{N}/u.test(word)) return word;
      const letters = [...word];
      const shown = letters.length > 3 ? 3 : 1;
      return `${letters.slice(0, shown).join('')}***`;
    })
    .join(' ');
}
