/**
 * The currency a campaign's budget is in (decision 181): its ad account's, else the default ad account's, else
 * the spec's USD (no Facebook connection, or the lists not read yet). The budget inputs name it in their label.
 */
import { useAdAccounts } from '../../lib/api/facebook-choices.ts';
import { useFacebookConnection } from '../../lib/api/facebook-connection.ts';
import { formatCurrency } from '../../lib/format.ts';

/** The spec's currency (spec 1 §9): what the labels say when no ad account tells otherwise. */
export const SPEC_BUDGET_CURRENCY = 'USD';

export function budgetCurrency(
  /** The campaign's own ad account ('' or null: the default of Settings). */
  adAccountId: string | null | undefined,
  accounts: readonly { id: string; currency: string }[] | undefined,
  defaultAccount: { currency: string } | null | undefined,
): string {
  const own = adAccountId ? accounts?.find((a) => a.id === adAccountId) : undefined;
  return own?.currency ?? (adAccountId ? undefined : defaultAccount?.currency) ?? SPEC_BUDGET_CURRENCY;
}

/** The budget currency of a campaign on this ad account, read from the connection and its account list. */
export function useBudgetCurrency(adAccountId: string | null | undefined): string {
  const connection = useFacebookConnection();
  const connected = connection.data?.connected === true;
  const accounts = useAdAccounts(connected && Boolean(adAccountId));
  return connected ? budgetCurrency(adAccountId, accounts.data, connection.data?.adAccount) : SPEC_BUDGET_CURRENCY;
}

/** A budget in its currency with no decimals: '$50' in USD (as everywhere), '₫500,000' in VND; an unknown code after the number. */
export function formatBudget(amount: number, currency: string): string {
  if (currency === SPEC_BUDGET_CURRENCY) return formatCurrency(amount);
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency, maximumFractionDigits: 0 }).format(amount);
  } catch {
    return `${Math.round(amount).toLocaleString('en-US')} ${currency}`;
  }
}
