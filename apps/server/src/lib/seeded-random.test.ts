/** The Gamma and Beta samplers (Marsaglia–Tsang): their draws have the distributions' moments and are repeatable. */
import { describe, expect, it } from 'vitest';
import { betaDraw, gammaDraw, prng } from './seeded-random.ts';

const moments = (draws: number[]) => {
  const mean = draws.reduce((s, x) => s + x, 0) / draws.length;
  return { mean, variance: draws.reduce((s, x) => s + (x - mean) ** 2, 0) / (draws.length - 1) };
};

describe('gammaDraw', () => {
  it.each([0.5, 1, 3, 300, 30_000])('Gamma(%d, 1) has mean and variance = shape (within 4 standard errors of 40,000 draws)', (shape) => {
    const rand = prng(42);
    const n = 40_000;
    const { mean, variance } = moments(Array.from({ length: n }, () => gammaDraw(rand, shape)));
    // sd of the sample mean: √(shape / n); of the sample variance about shape·√(2/n) (plus the excess kurtosis 6/shape).
    expect(Math.abs(mean - shape)).toBeLessThan(4 * Math.sqrt(shape / n));
    expect(Math.abs(variance / shape - 1)).toBeLessThan(4 * Math.sqrt((2 + 6 / shape) / n));
  });

  it('refuses a shape that is not positive', () => {
    expect(() => gammaDraw(prng(1), 0)).toThrow(RangeError);
  });

  it('repeats itself for the same seed', () => {
    const a = prng(7);
    const b = prng(7);
    expect(Array.from({ length: 5 }, () => gammaDraw(a, 2.5))).toEqual(Array.from({ length: 5 }, () => gammaDraw(b, 2.5)));
  });
});

describe('betaDraw', () => {
  it('Beta(3, 97) has mean 0.03 and variance αβ / ((α + β)²(α + β + 1)) = 0.000288', () => {
    const rand = prng(3);
    const { mean, variance } = moments(Array.from({ length: 40_000 }, () => betaDraw(rand, 3, 97)));
    expect(mean).toBeCloseTo(0.03, 3);
    expect(variance / 0.000288).toBeGreaterThan(0.95);
    expect(variance / 0.000288).toBeLessThan(1.05);
  });
});
