/** Percentiles of a list of timings, in milliseconds. */
export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

export function verdict(value: number, budget: number): string {
  return value <= budget ? 'within budget' : 'OVER BUDGET';
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;
