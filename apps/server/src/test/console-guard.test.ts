import { describe, expect, it } from 'vitest';
import { expectConsoleError } from '#src/test/console-guard.js';

describe('the console.error guard', () => {
  it('lets a test that expects an error log pass, recording the calls', () => {
    const logged = expectConsoleError('boom');
    console.error('boom', { at: 1 });
    expect(logged).toHaveBeenCalledWith('boom', { at: 1 });
  });

  it.fails('fails a test that logs an error it did not expect', () => {
    console.error('unexpected boom');
  });

  it.fails('fails a test whose expected error never came', () => {
    expectConsoleError('never');
  });
});
