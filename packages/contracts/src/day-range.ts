/**
 * The first and last calendar day the API takes from a client (docs/decisions/165-bounded-dates.md). Apart from
 * day-bounds.ts, which builds the Zod schemas, because messages.ts words them and the web app's first download
 * imports messages: it must not bring Zod with it (decision 173, /login's JavaScript budget).
 */
export const FIRST_DAY = '2000-01-01';
export const LAST_DAY = '2099-12-31';
