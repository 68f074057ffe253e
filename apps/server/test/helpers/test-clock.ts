/**
 * The tests' clock (decision 166): it starts at a fixed instant, never at the real now, so no outcome
 * depends on the day the suite runs, and it moves only when a test moves it. It starts at TEST_START
 * (a Thursday noon UTC) unless the test names its own start.
 */
import { TEST_START } from '../../../../scripts/test-now.ts';

export { TEST_START };

export interface TestClock {
  now: () => Date;
  advance(ms: number): void;
  /** Moves the clock to an instant (forward or back). */
  set(iso: string): void;
}

export function testClock(start: string = TEST_START): TestClock {
  let now = instant(start);
  return {
    now: () => new Date(now),
    advance(ms: number) {
      now += ms;
    },
    set(iso: string) {
      now = instant(iso);
    },
  };
}

function instant(iso: string): number {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) throw new Error(`not an instant: ${iso}`);
  return ms;
}
