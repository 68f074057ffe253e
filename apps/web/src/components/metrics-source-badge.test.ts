/** Which label sandbox and demo numbers carry, by the sources of the rows behind a figure. */
import { describe, expect, it } from 'vitest';
import { metricsSourceLabel } from './metrics-source-badge.tsx';

describe('metricsSourceLabel', () => {
  it.each([
    [[], null],
    [['facebook'], null],
    [['sandbox'], 'Sandbox data (simulated Facebook)'],
    [['demo'], 'Demo data'],
    [['sandbox', 'demo'], 'Sandbox and demo data'],
    [['facebook', 'sandbox'], 'Includes sandbox data'],
    [['facebook', 'demo'], 'Includes demo data'],
    [['facebook', 'sandbox', 'demo'], 'Includes sandbox and demo data'],
  ] as const)('%j → %s', (sources, label) => {
    expect(metricsSourceLabel(sources)).toBe(label);
  });
});
