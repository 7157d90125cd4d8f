/**
 * Runs an async function over many inputs with at most `bound` calls in flight, so a fan-out of
 * reads (one Query per state) stays fast without a burst DynamoDB would throttle.
 */

/** `work` of every input, in input order, at most `bound` at a time; rejects on the first failure. */
export async function mapBounded<T, R>(
  inputs: readonly T[],
  bound: number,
  work: (input: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(inputs.length);
  let next = 0;
  const worker = async () => {
    while (next < inputs.length) {
      const index = next;
      next += 1;
      results[index] = await work(inputs[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(bound, inputs.length) }, worker));
  return results;
}
