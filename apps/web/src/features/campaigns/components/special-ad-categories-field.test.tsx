/** The campaign form's 'Special ad category' (decision 180): Meta's limits shown as the server words them, what saving sends. */
import { publishingRulesMessages as r } from '@ads-creative/contracts/publishing-rules';
import { countriesTargeting } from '@ads-creative/contracts/targeting';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { chooseOption } from '../../../test/choose-option.ts';
import { signedIn } from '../../../test/fake-server.ts';
import { aCampaign } from '../../../test/fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { categoryProblems, chosenCategories } from './special-ad-categories-field.tsx';

vi.setConfig({ testTimeout: 20_000 });

/** The create page with the required fields filled (name, objective). */
async function fillNewCampaign() {
  const rendered = renderApp('/campaign/create');
  await rendered.user.type(await screen.findByLabelText(/Campaign Name/), 'Loans');
  const form = screen.getByRole('button', { name: 'Create Campaign' }).closest('form') as HTMLElement;
  await chooseOption(rendered.user, form, /Objective/, 'Reach');
  return rendered;
}

const problems = () => screen.queryByRole('alert', { name: 'Special ad category problems' });

describe('Special ad category on the campaign form', () => {
  it('says why women only cannot run as a housing ad, sends nothing until all genders, then saves the category', async () => {
    const campaign = aCampaign({ id: 7, name: 'Flats in Austin', targeting: { ...countriesTargeting(['US']), genders: ['female'] } });
    const server = signedIn({
      'GET /api/campaigns/7': () => ({ body: campaign }),
      'PUT /api/campaigns/7': ({ body }) => ({ body: { ...campaign, ...(body as object) } }),
    });
    const { user } = renderApp('/campaigns/7/edit');
    expect(await screen.findByRole('checkbox', { name: 'None' })).toBeChecked();
    expect(problems()).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Housing' }));
    expect(screen.getByRole('checkbox', { name: 'None' })).not.toBeChecked();
    // Women only breaks one rule: the ages are 18–65+ and the United States names the country.
    expect(problems()).toHaveTextContent(r.genders);
    expect(within(problems() as HTMLElement).getAllByRole('listitem')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(server.calls('PUT', '/api/campaigns/7')).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: 'All' }));
    await waitFor(() => expect(problems()).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(server.calls('PUT', '/api/campaigns/7')).toHaveLength(1));
    expect(server.calls('PUT', '/api/campaigns/7')[0]).toMatchObject({
      specialAdCategories: ['HOUSING'],
      targeting: countriesTargeting(['US']),
    });
  });

  it('a new campaign sends none by default', async () => {
    const server = signedIn({ 'POST /api/campaigns': ({ body }) => ({ status: 201, body: aCampaign(body as object) }) });
    const { user } = await fillNewCampaign();
    await user.click(screen.getByRole('button', { name: 'Create Campaign' }));
    await waitFor(() => expect(server.calls('POST', '/api/campaigns')).toHaveLength(1));
    expect(server.calls('POST', '/api/campaigns')[0]).toMatchObject({ specialAdCategories: [] });
  });

  it("shows the server's refusal under the field", async () => {
    const server = signedIn({
      'POST /api/campaigns': () => ({
        status: 400,
        body: { code: 'VALIDATION_ERROR', message: r.needsCountry, issues: [{ path: 'specialAdCategories', message: r.needsCountry }] },
      }),
    });
    const { user } = await fillNewCampaign();
    await user.click(screen.getByRole('checkbox', { name: 'Financial products and services' }));
    await user.click(screen.getByRole('checkbox', { name: 'Employment' }));
    await user.click(screen.getByRole('button', { name: 'Create Campaign' }));
    await waitFor(() => expect(server.calls('POST', '/api/campaigns')).toHaveLength(1));
    expect(server.calls('POST', '/api/campaigns')[0]).toMatchObject({ specialAdCategories: ['EMPLOYMENT', 'FINANCIAL_PRODUCTS_SERVICES'] });
    expect(await screen.findByRole('alert', { name: 'Special ad category problems' })).toHaveTextContent(r.needsCountry);
    // Another choice drops the server's verdict on the one it was sent.
    await user.click(screen.getByRole('checkbox', { name: 'Employment' }));
    await waitFor(() => expect(problems()).not.toBeInTheDocument());
  });
});

describe('what the field decides', () => {
  it('None clears the categories; a category unticks None; the order is Meta’s', () => {
    expect(chosenCategories(['HOUSING'], ['HOUSING', 'NONE'])).toEqual([]);
    expect(chosenCategories([], ['NONE', 'EMPLOYMENT'])).toEqual(['EMPLOYMENT']);
    expect(chosenCategories([], [])).toEqual([]);
    expect(chosenCategories(['ISSUES_ELECTIONS_POLITICS'], ['ISSUES_ELECTIONS_POLITICS', 'HOUSING'])).toEqual([
      'HOUSING',
      'ISSUES_ELECTIONS_POLITICS',
    ]);
  });

  it("adds the server's message only when the live list does not already say it", () => {
    expect(categoryProblems([r.genders], r.genders)).toEqual([r.genders]);
    expect(categoryProblems([r.genders], r.needsCountry)).toEqual([r.genders, r.needsCountry]);
    expect(categoryProblems([], undefined)).toEqual([]);
  });
});
