/**
 * A user name is an identifier people type, not text to preserve: "Taxateur", " taxateur " and
 * the full-width "ｔａｘａｔｅｕｒ" must all name the same account. Everything that looks an account up
 * by name (sign-in, its throttle, sign-up, forgot-password) goes through this one function, so a
 * variant can never reach the account while escaping the throttle that guards it.
 *
 * NFKC folds compatibility forms (full-width letters, ligatures, no-break spaces) into their
 * plain equivalents; it runs again after lower-casing because a few lower-case mappings produce
 * sequences that are not in normal form.
 */
export function normalizeUserName(raw: string): string {
  return raw.normalize('NFKC').toLowerCase().normalize('NFKC').trim();
}
