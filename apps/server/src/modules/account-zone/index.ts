/** The account-zone module's public face (decision 171): the user's time zone and currency, and the SQL expression of it. */
export { type AccountZone, createAccountZone, effectiveZoneSql, type UserAccount } from './account-zone.repo.ts';
