/** The campaign list's search (spec 1 §5): client-side, case-insensitive, over name, status and budget text. */
import type { Campaign } from '@ads-creative/contracts/campaigns';
import { formatCurrency } from '../../lib/format.ts';

/** The budget as typed ('1500') and as shown ('$1,500'), so either matches. */
const budgetTexts = (budget: number | null) => (budget === null ? ['N/A'] : [String(budget), formatCurrency(budget)]);

export function filterCampaigns<T extends Pick<Campaign, 'name' | 'status' | 'budget'>>(campaigns: T[], search: string): T[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return campaigns;
  return campaigns.filter((c) => [c.name, c.status ?? '', ...budgetTexts(c.budget)].some((text) => text.toLowerCase().includes(needle)));
}
