/** Select All keeps the options' order; values no longer offered are dropped. */
export function selectAll(options: readonly { value: string; disabled?: boolean }[]): string[] {
  return options.filter((option) => !option.disabled).map((option) => option.value);
}

export function deselectAll(): string[] {
  return [];
}

/** The value for rjsf: an empty selection is no value, so an optional field stays absent. */
export function selectionValue(selected: readonly string[]): string[] | undefined {
  return selected.length ? [...selected] : undefined;
}
