import { describe, expect, it } from 'vitest';
import { aiFailureDetail, aiFailureDetailOf } from './ai-failures.js';

describe('aiFailureDetail (docs/product/ai.md#what-happened)', () => {
  it('says what happened in plain words', () => {
    expect(aiFailureDetail({ reason: 'timeout', timeoutMs: 30_000 })).toBe(
      'The AI provider did not answer (timeout after 30 s)',
    );
    expect(aiFailureDetail({ reason: 'timeout', timeoutMs: 2500 })).toBe(
      'The AI provider did not answer (timeout after 2.5 s)',
    );
    expect(aiFailureDetail({ reason: 'timeout', timeoutMs: 200 })).toBe(
      'The AI provider did not answer (timeout after 200 ms)',
    );
    expect(aiFailureDetail({ reason: 'timeout' })).toBe('The AI provider did not answer in time');
    expect(aiFailureDetail({ reason: 'auth', status: 401 })).toBe('The API key was refused');
    expect(aiFailureDetail({ reason: 'credit_limit' })).toBe('Monthly credit limit reached');
    expect(aiFailureDetail({ reason: 'not_configured' })).toBe(
      'No API key is configured for your organisation',
    );
    expect(aiFailureDetail({ reason: 'rate_limited', status: 429 })).toBe(
      'The AI provider kept refusing requests as too many (HTTP 429)',
    );
    expect(aiFailureDetail({ reason: 'invalid_output' })).toBe(
      'The AI reply did not match the expected format',
    );
    expect(aiFailureDetail({ reason: 'empty_reply' })).toBe('The AI provider sent an empty reply');
    expect(aiFailureDetail({ reason: 'provider_error', status: 503 })).toBe(
      'The AI provider answered with an error (HTTP 503)',
    );
    expect(aiFailureDetail({ reason: 'provider_error', network: 'refused' })).toBe(
      'The AI provider could not be reached (connection refused)',
    );
    expect(aiFailureDetail({ reason: 'provider_error' })).toBe('The AI provider failed without saying why');
  });

  it('adds how many calls failed in a row when a run was stopped', () => {
    expect(aiFailureDetail({ reason: 'provider_error', network: 'closed', failedInARow: 3 })).toBe(
      'The AI provider could not be reached (connection closed); stopped after 3 failed calls in a row',
    );
  });

  it('reads the line from an error body’s details, null for anything else', () => {
    expect(aiFailureDetailOf({ reason: 'auth', detail: 'The API key was refused' })).toBe(
      'The API key was refused',
    );
    expect(aiFailureDetailOf({ reason: 'auth' })).toBeNull();
    expect(aiFailureDetailOf([{ path: '/x', message: 'bad' }])).toBeNull();
    expect(aiFailureDetailOf(undefined)).toBeNull();
    expect(aiFailureDetailOf({ detail: '' })).toBeNull();
  });
});
