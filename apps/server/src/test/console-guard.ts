import { format } from 'node:util';
import { afterAll, afterEach, beforeEach, type Mock, vi } from 'vitest';

/*
 * A console.error during a server test fails it (epic-stack's guard; vitest.config.ts `setupFiles`). The
 * message still prints; the test fails after it ends, and a file whose hooks logged one fails in afterAll.
 * The wrapper never throws at the caller, so the code under test runs exactly as it would otherwise.
 */

type Expectation = { pattern: RegExp | string | undefined; calls: Mock<(...args: unknown[]) => void> };

const original = console.error.bind(console);
let inTest = false;
let expectation: Expectation | null = null;
let unexpected: string[] = [];
let outsideTests: string[] = [];

const matches = (pattern: Expectation['pattern'], text: string) =>
  pattern === undefined || (typeof pattern === 'string' ? text.includes(pattern) : pattern.test(text));

console.error = (...args: unknown[]) => {
  const text = format(...args);
  if (inTest && expectation && matches(expectation.pattern, text)) {
    expectation.calls(...args);
    return;
  }
  (inTest ? unexpected : outsideTests).push(text);
  original(...args);
};

/**
 * Lets the current test log errors: calls that match `pattern` (a substring or a RegExp of the formatted
 * message; any message without one) are recorded instead of failing the test. The test fails if none came.
 * @returns the mock the expected calls went to, for assertions on their arguments.
 */
export function expectConsoleError(pattern?: RegExp | string): Mock<(...args: unknown[]) => void> {
  if (!inTest) throw new Error('expectConsoleError() belongs inside a test');
  expectation = { pattern, calls: vi.fn() };
  return expectation.calls;
}

const report = (texts: string[], where: string) =>
  `console.error was called ${texts.length} time(s) ${where}; the first: ${texts[0]}\n` +
  'Fix the cause, or call expectConsoleError() in a test that expects the error log (src/test/console-guard.ts).';

beforeEach(() => {
  inTest = true;
});

afterEach(() => {
  const texts = unexpected;
  const expected = expectation;
  inTest = false;
  unexpected = [];
  expectation = null;
  if (texts.length > 0) throw new Error(report(texts, 'during this test'));
  if (expected && expected.calls.mock.calls.length === 0) {
    throw new Error(`expectConsoleError(${expected.pattern ?? ''}): no console.error came`);
  }
});

afterAll(() => {
  const texts = outsideTests;
  outsideTests = [];
  if (texts.length > 0) throw new Error(report(texts, 'in a beforeAll or afterAll hook of this file'));
});
