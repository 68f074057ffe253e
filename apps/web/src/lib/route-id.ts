/** A route's `:id` (spec 1 §2: a string compared as a number): a positive whole number, else null (never sent to the server). */
export function parseRouteId(value: string | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}
