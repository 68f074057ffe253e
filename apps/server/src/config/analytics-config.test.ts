import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';

describe('analytics configuration', () => {
  it('defaults: a copywriter variation costs 18.50 USD and only USD converts', () => {
    const c = loadConfig({});
    expect(c.COPYWRITER_COST_PER_VARIATION_USD).toBe(18.5);
    expect(c.ANALYTICS_USD_RATES).toEqual({});
  });

  it('reads rates as units per USD and refuses anything else by name', () => {
    expect(loadConfig({ ANALYTICS_USD_RATES: '{"EUR":0.92,"VND":25400}' }).ANALYTICS_USD_RATES).toEqual({ EUR: 0.92, VND: 25400 });
    for (const bad of ['{', '[1]', '{"eur":1}', '{"EUR":0}', '{"EUR":"0.9"}']) {
      expect(() => loadConfig({ ANALYTICS_USD_RATES: bad })).toThrow(ConfigError);
      expect(() => loadConfig({ ANALYTICS_USD_RATES: bad })).toThrow(/ANALYTICS_USD_RATES: must be JSON/);
    }
    expect(() => loadConfig({ COPYWRITER_COST_PER_VARIATION_USD: '-1' })).toThrow(/COPYWRITER_COST_PER_VARIATION_USD/);
  });
});
