/**
 * A small seeded pseudo-random generator (mulberry32) and the helpers the demo data draws with, so
 * one seed always gives the same deals and pictures: seeding and benchmarks are repeatable.
 */

/** Draws from one seeded sequence. */
export interface SeededRandom {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** A float in [min, max). */
  between(min: number, max: number): number;
  /** True with this probability. */
  chance(probability: number): boolean;
  /** One element, uniformly. */
  pick<T>(values: readonly T[]): T;
  /** One key, with probability proportional to its weight. */
  weighted<K extends string>(weights: Readonly<Record<K, number>>): K;
  /** `count` distinct elements, in random order. */
  sample<T>(values: readonly T[], count: number): T[];
}

/** A generator for this seed (any 32-bit integer). */
export function seededRandom(seed: number): SeededRandom {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const random: SeededRandom = {
    next,
    int,
    between: (min, max) => min + next() * (max - min),
    chance: (probability) => next() < probability,
    pick: (values) => values[int(0, values.length - 1)]!,
    weighted: (weights) => {
      const entries = Object.entries(weights) as [keyof typeof weights, number][];
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [key, weight] of entries) {
        roll -= weight;
        if (roll < 0) return key;
      }
      return entries[entries.length - 1]![0];
    },
    sample: (values, count) => {
      const pool = [...values];
      for (let index = pool.length - 1; index > 0; index -= 1) {
        const swap = int(0, index);
        [pool[index], pool[swap]] = [pool[swap]!, pool[index]!];
      }
      return pool.slice(0, count);
    },
  };
  return random;
}

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

function crockford(value: number, length: number): string {
  let text = '';
  let rest = value;
  for (let position = 0; position < length; position += 1) {
    text = CROCKFORD[rest % 32]! + text;
    rest = Math.floor(rest / 32);
  }
  return text;
}

/**
 * A ULID that is the same on every run: the time part from `timeMs`, the random part "SEED" plus
 * the counter, so seeded ids are valid ULIDs, never collide with each other and are easy to spot.
 */
export function stableUlid(timeMs: number, counter: number): string {
  return `${crockford(timeMs, 10)}SEED${crockford(counter, 12)}`;
}
