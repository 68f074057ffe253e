import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, facebookConfigured, loadConfig } from './config.ts';

const configError = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (e) {
    expect(e).toBeInstanceOf(ConfigError);
    return (e as ConfigError).message;
  }
  throw new Error('expected a ConfigError');
};

describe('loadConfig', () => {
  it('runs with no variables at all, with the documented defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      HOST: '0.0.0.0',
      PUBLIC_URL: 'http://localhost:3000',
      DATA_DIR: './data',
      RATE_LIMIT_DISABLED: false,
      TRUST_PROXY: false,
      FACEBOOK_API_VERSION: 'v27.0',
      FACEBOOK_GRAPH_URL: 'https://graph.facebook.com',
      FACEBOOK_DIALOG_URL: 'https://www.facebook.com',
      notices: [],
    });
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.APP_SECRET).toBeUndefined();
    expect(path.isAbsolute(c.dataDir)).toBe(true);
    expect(facebookConfigured(c)).toBe(false);
  });

  it('names every bad variable in one ConfigError', () => {
    const message = configError({ PORT: 'eighty', DATABASE_URL: 'mysql://root@localhost/ads', APP_SECRET: 'too-short' });
    expect(message).toMatch(/^Invalid configuration:/);
    expect(message).toMatch(/^\s+PORT: /m);
    expect(message).toMatch(/^\s+DATABASE_URL: must start with postgres:\/\/ or postgresql:\/\//m);
    expect(message).toMatch(/^\s+APP_SECRET: /m);
    expect(message.split('\n').filter((l) => /^\s+\w+: /.test(l))).toHaveLength(3);
  });

  it.each([
    ['PORT', '70000'],
    ['PORT', '-1'],
    ['PORT', '3000.5'],
    ['DATABASE_URL', 'not a url'],
    ['APP_SECRET', 'x'.repeat(31)],
    ['PUBLIC_URL', 'localhost:3000'],
    ['SMTP_URL', 'not a url'],
    ['NODE_ENV', 'staging'],
    ['LOG_LEVEL', 'verbose'],
    ['RATE_LIMIT_DISABLED', 'yes'],
    ['TRUST_PROXY', 'maybe'],
    ['CONTACT_EMAIL', 'privacy-at-example'],
    ['FACEBOOK_GRAPH_URL', 'graph.facebook.com'],
    ['FACEBOOK_API_VERSION', '27.0'],
    ['FACEBOOK_API_VERSION', 'v27'],
    ['FACEBOOK_API_VERSION', 'v27.0.1'],
    ['FACEBOOK_API_VERSION', 'latest'],
  ])('refuses %s=%s and names it', (name, value) => {
    expect(configError({ [name]: value })).toMatch(new RegExp(`^\\s+${name}: `, 'm'));
  });

  it('does not put the bad values themselves (possibly secrets) in the message', () => {
    expect(configError({ APP_SECRET: 'short-secret-value' })).not.toContain('short-secret-value');
  });

  it('accepts good values and converts them', () => {
    const c = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgresql://u:p@db:5432/ads',
      APP_SECRET: 's'.repeat(32),
      RATE_LIMIT_DISABLED: 'true',
      TRUST_PROXY: '1',
      FACEBOOK_APP_ID: '123',
      FACEBOOK_APP_SECRET: 'abc',
      PUBLIC_URL: 'https://ads.example.com',
    });
    expect(c).toMatchObject({ PORT: 8080, RATE_LIMIT_DISABLED: true, TRUST_PROXY: true, PUBLIC_URL: 'https://ads.example.com' });
    expect(facebookConfigured(c)).toBe(true);
  });

  it('treats an empty variable as unset, so a copied .env.example starts as it is', () => {
    const example = fs.readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../.env.example'), 'utf8');
    const env = Object.fromEntries(
      example
        .split('\n')
        .filter((l) => /^[A-Z_]+=/.test(l))
        .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
    );
    expect(env).toHaveProperty('PUBLIC_URL', '');
    const c = loadConfig(env);
    expect(c.PUBLIC_URL).toBe('http://localhost:3000');
    expect(c.DATABASE_URL).toBeUndefined();
    expect(facebookConfigured(c)).toBe(false);
    expect(loadConfig({ PORT: '' }).PORT).toBe(3000);
  });

  it('.env.example lists every variable of the README configuration table', () => {
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
    const example = fs.readFileSync(path.join(root, '.env.example'), 'utf8');
    const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
    const documented = [...readme.matchAll(/^\| `([A-Z0-9_]+)`/gm)].map((m) => m[1]);
    expect(documented.length).toBeGreaterThan(30);
    expect(documented.filter((name) => !new RegExp(`^${name}=`, 'm').test(example))).toEqual([]);
  });

  it('keeps a Graph or dialog URL that still ends in a version working: the version dropped for FACEBOOK_API_VERSION, a notice saying so', () => {
    const c = loadConfig({
      FACEBOOK_GRAPH_URL: 'https://graph.facebook.com/v21.0',
      FACEBOOK_DIALOG_URL: 'https://www.facebook.com/v21.0/dialog/oauth',
    });
    expect(c.FACEBOOK_GRAPH_URL).toBe('https://graph.facebook.com');
    expect(c.FACEBOOK_DIALOG_URL).toBe('https://www.facebook.com');
    expect(c.FACEBOOK_API_VERSION).toBe('v27.0');
    expect(c.notices).toEqual([
      'FACEBOOK_GRAPH_URL ends in a version (v21.0); the version now has its own setting, so v27.0 (FACEBOOK_API_VERSION) is used. Set FACEBOOK_GRAPH_URL=https://graph.facebook.com.',
      'FACEBOOK_DIALOG_URL ends in a version (v21.0); the version now has its own setting, so v27.0 (FACEBOOK_API_VERSION) is used. Set FACEBOOK_DIALOG_URL=https://www.facebook.com.',
    ]);
    expect(loadConfig({ FACEBOOK_GRAPH_URL: 'http://127.0.0.1:4000/', FACEBOOK_API_VERSION: 'v25.0' })).toMatchObject({
      FACEBOOK_GRAPH_URL: 'http://127.0.0.1:4000',
      FACEBOOK_API_VERSION: 'v25.0',
      notices: [],
    });
  });

  it('runs on a version Meta retired for ads, with a notice of what to set', () => {
    expect(loadConfig({ FACEBOOK_API_VERSION: 'v24.0' }).notices).toEqual([
      'FACEBOOK_API_VERSION=v24.0: Meta has retired this version for ads; publishing and insights will fail with error 2635. Set FACEBOOK_API_VERSION=v27.0.',
    ]);
  });

  it('derives the default PUBLIC_URL from PORT, as documented', () => {
    expect(loadConfig({ PORT: '4000' }).PUBLIC_URL).toBe('http://localhost:4000');
    expect(loadConfig({ PORT: '4000', PUBLIC_URL: 'https://ads.example.com' }).PUBLIC_URL).toBe('https://ads.example.com');
  });
});
