/**
 * Builds a value on first use only. Repos make their prepared statements with it, so a
 * transaction-bound repo never pays for the statements it does not run.
 */
export const once = <T>(make: () => T) => {
  let value: T | undefined;
  return () => {
    value ??= make();
    return value;
  };
};
