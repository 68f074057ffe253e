/** Settings → Facebook, 'Ads shown in the EU' (decision 180): the names per ad account, prefilled with the page's name, saved with the PUT. */
import { publishingRulesMessages as m } from '@ads-creative/contracts/publishing-rules';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { signedIn } from '../../test/fake-server.ts';
import { renderApp } from '../../test/render-app.tsx';
import { dsaFormValues, euAccounts } from './components/eu-ads-section.tsx';

vi.setConfig({ testTimeout: 30_000 });

const connected = {
  connected: true,
  facebookName: 'Maison Lumière',
  tokenExpiresAt: '2027-01-20T00:00:00.000Z',
  adAccount: { id: '100000001', name: 'Lumière EUR', currency: 'EUR', timezone: 'Europe/Paris' },
  page: { id: '200000001', name: 'Maison Lumière' },
  needsReconnect: false,
  sandbox: true,
};
const accounts = [
  { id: '100000001', name: 'Lumière EUR', currency: 'EUR', timezone: 'Europe/Paris', status: 'ACTIVE', usable: true },
  { id: '100000002', name: 'Lumière VND', currency: 'VND', timezone: 'Asia/Ho_Chi_Minh', status: 'ACTIVE', usable: true },
  { id: '100000003', name: 'Closed account', currency: 'USD', timezone: 'UTC', status: 'CLOSED', usable: false },
];
const routes = (dsa: unknown[], put?: (body: unknown) => { status?: number; body: unknown }) => ({
  'GET /api/facebook/connection': () => ({ body: connected }),
  'GET /api/facebook/ad-accounts': () => ({ body: accounts }),
  'GET /api/facebook/pages': () => ({ body: [connected.page] }),
  'GET /api/facebook/sync': () => ({ body: { lastRun: null } }),
  'GET /api/facebook/ad-accounts/dsa': () => ({ body: { items: dsa } }),
  ...(put ? { 'PUT /api/facebook/ad-accounts/100000001/dsa': ({ body }: { body: unknown }) => put(body) } : {}),
});
const accountForm = (name: string) => screen.findByRole('form', { name: `EU names of ${name}` });

describe('Ads shown in the EU', () => {
  it("prefills the default account's names with the page's name, saves them edited with the PUT, then says they are saved", async () => {
    const server = signedIn(
      routes([{ adAccountId: '100000001', beneficiary: null, payor: null }], (body) => ({
        body: { adAccountId: '100000001', ...(body as object) },
      })),
    );
    const { user } = renderApp('/settings');
    const form = await accountForm('Lumière EUR');
    expect(within(form).getByLabelText('Beneficiary')).toHaveValue('Maison Lumière');
    expect(within(form).getByLabelText('Payer')).toHaveValue('Maison Lumière');
    expect(within(form).getByRole('status')).toHaveTextContent(m.dsaNotSet);
    expect(within(form).getByRole('status')).toHaveTextContent(m.dsaPrefilled('Maison Lumière'));
    // The other active account is listed too; the closed one is not.
    expect(await accountForm('Lumière VND')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'EU names of Closed account' })).not.toBeInTheDocument();

    await user.clear(within(form).getByLabelText('Payer'));
    await user.type(within(form).getByLabelText('Payer'), '  Lumière Holding SAS ');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(server.calls('PUT', '/api/facebook/ad-accounts/100000001/dsa')).toHaveLength(1));
    expect(server.calls('PUT', '/api/facebook/ad-accounts/100000001/dsa')[0]).toEqual({
      beneficiary: 'Maison Lumière',
      payor: 'Lumière Holding SAS',
    });
    await waitFor(() => expect(within(form).getByRole('status')).toHaveTextContent(m.dsaSaved));
    expect(within(form).getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(server.calls('PUT', '/api/facebook/ad-accounts/100000002/dsa')).toHaveLength(0);
  });

  it('shows saved names as saved, an empty field under its field, and the server refusing the account', async () => {
    const server = signedIn(
      routes([{ adAccountId: '100000001', beneficiary: 'Maison Lumière', payor: 'Lumière Holding SAS' }], () => ({
        status: 400,
        body: { code: 'VALIDATION_ERROR', message: m.unknownAdAccount },
      })),
    );
    const { user } = renderApp('/settings');
    const form = await accountForm('Lumière EUR');
    expect(within(form).getByLabelText('Payer')).toHaveValue('Lumière Holding SAS');
    expect(within(form).getByRole('status')).toHaveTextContent(m.dsaSaved);

    await user.clear(within(form).getByLabelText('Beneficiary'));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Beneficiary is required.')).toBeInTheDocument();
    expect(server.calls('PUT', '/api/facebook/ad-accounts/100000001/dsa')).toHaveLength(0);

    await user.type(within(form).getByLabelText('Beneficiary'), 'Maison Lumière Paris');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(m.unknownAdAccount);
    expect(within(form).getByRole('status')).toHaveTextContent(m.dsaChanged);
  });
});

describe('what the section decides', () => {
  it('lists the default account first, then the other active ones', () => {
    expect(
      euAccounts({ id: '2', name: 'B' }, [
        { id: '1', name: 'A', usable: true },
        { id: '2', name: 'B', usable: true },
        { id: '3', name: 'C', usable: false },
      ]),
    ).toEqual([
      { id: '2', name: 'B', isDefault: true },
      { id: '1', name: 'A', isDefault: false },
    ]);
    expect(euAccounts(null, [{ id: '1', name: 'A', usable: true }])).toEqual([{ id: '1', name: 'A', isDefault: false }]);
  });

  it("starts from the saved names, else the page's name, else empty", () => {
    expect(dsaFormValues({ adAccountId: '1', beneficiary: 'Ben', payor: null }, 'Page')).toEqual({ beneficiary: 'Ben', payor: 'Page' });
    expect(dsaFormValues(undefined, null)).toEqual({ beneficiary: '', payor: '' });
  });
});
