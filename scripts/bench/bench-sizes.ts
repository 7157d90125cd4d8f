/** The data sizes a bench runs at: 1k, 10k and 100k unless an environment variable lists others. */
export const DEFAULT_BENCH_SIZES: readonly number[] = [1_000, 10_000, 100_000];

/**
 * The sizes named by `variable` (positive whole numbers, comma-separated, e.g. `1000,5000`), smallest
 * first, or the default ones when it is not set.
 */
export function benchSizes(variable: string): number[] {
  const text = process.env[variable];
  if (!text) return [...DEFAULT_BENCH_SIZES];
  const sizes = text.split(',').map(Number);
  if (sizes.some((size) => !Number.isInteger(size) || size <= 0))
    throw new Error(`${variable} must be positive whole numbers, comma-separated`);
  return [...sizes].sort((a, b) => a - b);
}
