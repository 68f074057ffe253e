/**
 * Seeded pseudo-randomness for simulations (the sandbox's delivery, the demo account's data): the
 * same seed always gives the same numbers, on every machine. Not for anything secret.
 */

/** A number in [0, 1). */
export type Random = () => number;

/** mulberry32: a tiny seeded PRNG, good enough for noise. */
export function prng(seed: number): Random {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a over UTF-16 code units: a stable 32-bit seed from a text. */
export function hashText(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** A normal draw (Box–Muller) of mean 0, sd 1. */
export const gaussian = (rand: Random): number => Math.sqrt(-2 * Math.log(1 - rand())) * Math.cos(2 * Math.PI * rand());

/** A number in [min, max). */
export const uniform = (rand: Random, min: number, max: number): number => min + rand() * (max - min);

/** An integer in [min, max], both included. */
export const integerBetween = (rand: Random, min: number, max: number): number => min + Math.floor(rand() * (max - min + 1));

/** One of the items, each as likely. */
export const pickOne = <T>(rand: Random, items: readonly T[]): T => {
  if (items.length === 0) throw new Error('pickOne of an empty list');
  return items[Math.floor(rand() * items.length)] as T;
};

/** One of the keys, each with its weight's share of the chances. */
export function pickWeighted<K extends string>(rand: Random, weights: Readonly<Record<K, number>>): K {
  const entries = Object.entries(weights) as [K, number][];
  const total = entries.reduce((s, [, w]) => s + w, 0);
  let x = rand() * total;
  for (const [key, w] of entries) {
    x -= w;
    if (x < 0) return key;
  }
  return (entries.at(-1) as [K, number])[0];
}

/** The items in a seeded random order (Fisher–Yates); the input is not changed. */
export function shuffled<T>(rand: Random, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/**
 * A Gamma(shape, 1) draw by Marsaglia and Tsang's method ("A simple method for generating gamma variables", ACM TOMS
 * 26(3), 2000): a squeezed rejection from a transformed normal, accepting over 95 % of tries at any shape ≥ 1 and
 * taking the same time at shape 3 or 300,000. Shapes below 1 use Gamma(shape + 1) × U^(1/shape) (same paper, §6).
 * Divide by a rate to get Gamma(shape, rate).
 */
export function gammaDraw(rand: Random, shape: number): number {
  if (!(shape > 0)) throw new RangeError('gammaDraw: the shape must be positive');
  if (shape < 1) return gammaDraw(rand, shape + 1) * (1 - rand()) ** (1 / shape);
  const d = shape - 1 / 3;
  const c = 1 / Math.sqrt(9 * d);
  for (;;) {
    const x = gaussian(rand);
    const t = 1 + c * x;
    if (t <= 0) continue;
    const v = t * t * t;
    const x2 = x * x;
    const u = 1 - rand();
    if (u < 1 - 0.0331 * x2 * x2 || Math.log(u) < 0.5 * x2 + d * (1 - v + Math.log(v))) return d * v;
  }
}

/** A Beta(alpha, beta) draw: X / (X + Y) of two Gamma draws. */
export function betaDraw(rand: Random, alpha: number, beta: number): number {
  const x = gammaDraw(rand, alpha);
  return x / (x + gammaDraw(rand, beta));
}
