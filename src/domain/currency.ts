/** SPEC §5: a conversion goes from one currency to another ('Currency could not be same'). */
export function currenciesAreSame(from: unknown, to: unknown): boolean {
  return typeof from === 'string' && from !== '' && from === to;
}
