/**
 * Where start-up time goes (issue 16, decision 174): the phases of `server.ts` in the order they ran,
 * each in ms since the previous one, the first since the process started (so it is the time spent
 * loading the code). Logged once the server listens; `npm run bench -- --only=startup` reads it.
 */
export type StartupPhases = Record<string, number>;

export function startupPhases(now: () => number = () => performance.now()) {
  const phases: StartupPhases = {};
  let last = 0;
  return {
    /** Closes the phase `name`, which ran since the previous one ended (or since the process started). */
    end(name: string) {
      const at = now();
      phases[name] = Math.round(at - last);
      last = at;
    },
    /** The phases so far, and `total`: ms from the process start to the end of the last one. */
    summary: (): StartupPhases => ({ ...phases, total: Math.round(last) }),
  };
}
