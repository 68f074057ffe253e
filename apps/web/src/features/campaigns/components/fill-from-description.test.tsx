/** 'Fill from description' on the campaign form (decision 179): what it sends, what it shows, what the campaign then saves. */
import { countriesTargeting } from '@ads-creative/contracts/targeting';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { chooseOption } from '../../../test/choose-option.ts';
import { signedIn } from '../../../test/fake-server.ts';
import { aCampaign } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { audienceLanguage, targetingSummary } from './fill-from-description.tsx';

vi.setConfig({ testTimeout: 20_000 });

const parsed = {
  targeting: {
    ...countriesTargeting([]),
    regions: [{ key: '3195', name: 'Hanoi' }],
    ageMin: 25,
    ageMax: 45,
    genders: ['female'],
    interests: [{ id: '6003306084421', name: 'Yoga' }],
  },
  unresolved: [{ text: 'thiền', kind: 'interest' }],
  source: 'builtin',
  resolved: true,
};

describe('Fill from description', () => {
  it('sends the description, shows what it filled and what Facebook did not find, and the campaign saves that targeting', async () => {
    const server = signedIn({
      'POST /api/campaigns/targeting/parse': () => ({ body: parsed }),
      'POST /api/campaigns': ({ body }) => ({ status: 201, body: aCampaign(body as object) }),
    });
    const { user } = renderApp('/campaign/create');
    const button = await screen.findByRole('button', { name: 'Fill from description' });
    expect(button).toBeDisabled();

    await user.type(screen.getByLabelText('Target Audience'), 'Phụ nữ 25-45 tuổi ở Hà Nội thích yoga và thiền');
    await user.click(button);
    expect(await screen.findByLabelText('Targeting filled')).toHaveTextContent('Women · 25–45 · Hanoi · Yoga');
    expect(screen.getByRole('status')).toHaveTextContent('Not found on Facebook: thiền');
    expect(server.calls('POST', '/api/campaigns/targeting/parse')).toEqual([
      { text: 'Phụ nữ 25-45 tuổi ở Hà Nội thích yoga và thiền', language: 'vi' },
    ]);

    await user.type(screen.getByLabelText(/Campaign Name/), 'Yoga mats');
    const form = screen.getByRole('button', { name: 'Create Campaign' }).closest('form') as HTMLElement;
    await chooseOption(user, form, /Objective/, 'Reach');
    await user.type(screen.getByLabelText('Daily Budget (USD)'), '20');
    await user.click(screen.getByRole('button', { name: 'Create Campaign' }));
    await waitFor(() => expect(server.calls('POST', '/api/campaigns')).toHaveLength(1));
    expect(server.calls('POST', '/api/campaigns')[0]).toMatchObject({ targeting: parsed.targeting });
  });

  it('without a connection, says what a connection would look up', async () => {
    signedIn({
      'POST /api/campaigns/targeting/parse': () => ({
        body: {
          ...parsed,
          targeting: { ...countriesTargeting(['VN']), genders: ['female'] },
          unresolved: [
            { text: 'Hanoi', kind: 'place' },
            { text: 'yoga', kind: 'interest' },
          ],
          resolved: false,
        },
      }),
    });
    const { user } = renderApp('/campaign/create');
    await user.type(await screen.findByLabelText('Target Audience'), 'Women in Hanoi, Vietnam who love yoga');
    await user.click(screen.getByRole('button', { name: 'Fill from description' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Connect Facebook in Settings to look up these places and interests: Hanoi, yoga',
    );
    expect(screen.getByLabelText('Targeting filled')).toHaveTextContent('Women · 18–65+ · VN');
  });

  it("toasts the server's message when the description cannot be read", async () => {
    signedIn({
      'POST /api/campaigns/targeting/parse': () => ({
        status: 400,
        body: { code: 'VALIDATION_ERROR', message: 'Describe the audience in 1 to 2000 characters.' },
      }),
    });
    const { user } = renderApp('/campaign/create');
    await user.type(await screen.findByLabelText('Target Audience'), 'x');
    await user.click(screen.getByRole('button', { name: 'Fill from description' }));
    expect(await screen.findByText('Describe the audience in 1 to 2000 characters.')).toBeInTheDocument();
  });
});

describe('helpers', () => {
  it('tells Vietnamese from English by its letters', () => {
    expect(audienceLanguage('Phụ nữ ở Hà Nội')).toBe('vi');
    expect(audienceLanguage('Đà Nẵng')).toBe('vi');
    expect(audienceLanguage('Women in Hanoi')).toBe('en');
  });

  it('sums up a targeting in a line', () => {
    expect(
      targetingSummary({
        ...countriesTargeting(['TH']),
        cities: [{ key: '1', name: 'Ho Chi Minh City', radiusKm: 17 }],
        genders: ['male', 'female'],
        locales: [{ key: 27, name: 'Vietnamese' }],
      }),
    ).toBe('All genders · 18–65+ · TH, Ho Chi Minh City +17 km · Vietnamese');
  });
});
