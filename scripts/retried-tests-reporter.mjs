/**
 * A Vitest reporter that names every test which passed only on a retry (`retry` in its options), so a flaky test is
 * a reported signal and not silent luck: `npm test` prints the list and its count (scripts/test.mjs), as it does for
 * the browser suite's retries. The list is written to the file named by RETRIED_TESTS_FILE.
 */
import fs from 'node:fs';

export default class RetriedTestsReporter {
  retried = [];

  onTestCaseResult(testCase) {
    const { retryCount } = testCase.diagnostic() ?? {};
    if (retryCount > 0 && testCase.result().state === 'passed') {
      this.retried.push(`${testCase.project.name} › ${testCase.module.moduleId} › ${testCase.fullName} (${retryCount} retries)`);
    }
  }

  onTestRunEnd() {
    if (process.env.RETRIED_TESTS_FILE) fs.writeFileSync(process.env.RETRIED_TESTS_FILE, JSON.stringify(this.retried));
  }
}
