/**
 * Calls with the same key made while one is running share its promise (its answer or its error),
 * so a burst of identical requests does the work once. Only in-flight promises are held: nothing is
 * remembered once they settle, so this is no cache and no state another instance would need.
 */
export function singleFlight<T>() {
  const flights = new Map<string, Promise<T>>();
  return (key: string, run: () => Promise<T>): Promise<T> => {
    const running = flights.get(key);
    if (running) return running;
    const flight = run().finally(() => flights.delete(key));
    flights.set(key, flight);
    return flight;
  };
}
