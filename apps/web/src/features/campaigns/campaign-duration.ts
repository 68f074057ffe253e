/**
 * The Duration card of a campaign: how many calendar days it runs, start and end day both counted
 * (1 to 31 January is 31 days), or what is known when a date is missing.
 */
import { formatShortDate } from '../../lib/format.ts';

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => {
  const [y, m, d] = date.split('-').map(Number);
  return Date.UTC(y, m - 1, d) / DAY_MS;
};

export function campaignDuration(startDate: string | null, endDate: string | null): { value: string; detail: string } {
  if (startDate && endDate) {
    const days = dayNumber(endDate) - dayNumber(startDate) + 1;
    return { value: `${days} ${days === 1 ? 'day' : 'days'}`, detail: `${formatShortDate(startDate)} – ${formatShortDate(endDate)}` };
  }
  if (startDate) return { value: 'Ongoing', detail: `From ${formatShortDate(startDate)}, no end date` };
  if (endDate) return { value: 'Until end date', detail: `Ends ${formatShortDate(endDate)}` };
  return { value: 'Not scheduled', detail: 'No start or end date' };
}
