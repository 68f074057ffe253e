/** The redirect-after-login path: kept for the session, followed once, same-app paths only. */
import { expect, it } from 'vitest';
import { forgetRedirect, loginPathFor, peekRedirect, rememberRedirect, safeRedirectPath, takeRedirect } from './redirect-after-login.ts';

it('remembers a path for the session and hands it out once', () => {
  rememberRedirect('/ads?page=2');
  expect(sessionStorage.getItem('redirectAfterLogin')).toBe('/ads?page=2');
  expect(takeRedirect()).toBe('/ads?page=2');
  expect(takeRedirect()).toBe('/dashboard');
});

it('can be read without being taken, and forgotten separately', () => {
  rememberRedirect('/settings');
  expect(peekRedirect()).toBe('/settings');
  expect(peekRedirect()).toBe('/settings');
  forgetRedirect();
  expect(peekRedirect()).toBe('/dashboard');
});

it('refuses paths that would leave the app', () => {
  for (const bad of ['https://evil.test', '//evil.test', '/\\evil.test', 'ads', '', null, undefined]) {
    expect(safeRedirectPath(bad)).toBe('/dashboard');
  }
  expect(safeRedirectPath('/campaigns/3')).toBe('/campaigns/3');
});

it('builds the login address with the path encoded', () => {
  expect(loginPathFor('/campaigns?search=a b')).toBe('/login?redirect=%2Fcampaigns%3Fsearch%3Da%20b');
});
