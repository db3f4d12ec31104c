import type { Reporter, TestModule } from 'vitest/node';

/**
 * Ends the test output with the ten slowest files and one plain line: `N passed, N failed, N skipped`.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const mod of testModules) {
      for (const test of mod.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed++;
        else if (state === 'failed') failed++;
        else skipped++;
      }
    }
    const slowest = testModules
      .map((mod) => ({ name: `${mod.project.name} ${mod.relativeModuleId}`, ms: mod.diagnostic().duration }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 10);
    if (slowest.length > 0) {
      process.stdout.write('\nSlowest files:\n');
      for (const { name, ms } of slowest)
        process.stdout.write(`  ${(ms / 1000).toFixed(1).padStart(7)} s  ${name}\n`);
    }
    process.stdout.write(`\n${passed} passed, ${failed} failed, ${skipped} skipped\n`);
  }
}
