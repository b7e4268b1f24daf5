/**
 * Deterministic pseudo-random numbers for the demo dataset (the generator's alone: the office's
 * answers never make numbers up). Never use Math.random in mock/lib:
 * every generator takes an `Rng` seeded from a string, so the same inputs always give the same data.
 */

/** 32-bit string hash (MurmurHash3-style mixing), stable across platforms. */
export function hashString(input: string): number {
  let h = 1779033703 ^ input.length;
  for (let i = 0; i < input.length; i += 1) {
    h = Math.imul(h ^ input.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  h = Math.imul(h ^ (h >>> 16), 2246822507);
  h = Math.imul(h ^ (h >>> 13), 3266489909);
  return (h ^ (h >>> 16)) >>> 0;
}

/** mulberry32: tiny, fast, good enough for demo data. Returns floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class Rng {
  private readonly source: () => number;

  constructor(seed: string) {
    this.source = mulberry32(hashString(seed));
  }

  /** Float in [0, 1). */
  next(): number {
    return this.source();
  }

  /** Float in [min, max). */
  float(min: number, max: number): number {
    return min + (max - min) * this.source();
  }

  /** Integer in [min, max] (both inclusive). */
  int(min: number, max: number): number {
    return min + Math.floor(this.source() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.source() < p;
  }

  /** Standard normal deviate (Box–Muller). */
  normal(): number {
    const u = 1 - this.source();
    const v = this.source();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.source() * items.length)];
  }

  /** Pick with weights (same length as items). */
  weighted<T>(items: readonly T[], weights: readonly number[]): T {
    const total = weights.reduce((s, w) => s + w, 0);
    let r = this.source() * total;
    for (let i = 0; i < items.length; i += 1) {
      r -= weights[i];
      if (r < 0) return items[i];
    }
    return items[items.length - 1];
  }

  /** A shuffled copy (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice();
    for (let i = out.length - 1; i > 0; i -= 1) {
      const j = Math.floor(this.source() * (i + 1));
      [out[i], out[j]] = [out[j], out[i]];
    }
    return out;
  }

  /** `n` distinct items in random order. */
  sample<T>(items: readonly T[], n: number): T[] {
    return this.shuffle(items).slice(0, Math.max(0, Math.min(n, items.length)));
  }
}

/** A generator seeded from its purpose, e.g. `rng('index', 21, '21-3-1-2')`. */
export function rng(...parts: (string | number)[]): Rng {
  return new Rng(parts.join(':'));
}
