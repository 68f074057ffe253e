/**
 * A vitest setup file: with TEST_NOW set (an ISO instant), the test process runs as if the real clock had
 * been started at that instant (decision 166); without it, it does nothing. The web project sets it to a
 * fixed instant; the week projects (scripts/week-projects.ts) set it to one day each.
 */
import { startClockAt } from './test-now.ts';

if (process.env.TEST_NOW) startClockAt(process.env.TEST_NOW);
