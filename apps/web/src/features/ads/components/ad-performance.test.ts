import { describe, expect, it } from 'vitest';
import { ctrText } from './ad-performance.tsx';

describe('ctrText', () => {
  it('is clicks / impressions as a percentage with two decimals: 25 / 1,500 = 1.67 %', () => {
    expect(ctrText(25, 1500)).toBe('1.67%');
    expect(ctrText(1, 8)).toBe('12.50%');
  });
  it("reads '—' without impressions", () => {
    expect(ctrText(0, 0)).toBe('—');
  });
});
