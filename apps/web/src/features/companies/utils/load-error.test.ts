import { describe, expect, it } from 'vitest';
import { toneErrorMessage } from '#/features/companies/api/generate-tone';
import { companiesLoadError, loadingGuardError } from '#/features/companies/utils/load-error';
import { ApiError } from '#/lib/api-client';

describe('companies load errors', () => {
  it('maps the 15 s timeout, auth errors and other failures to the spec texts', () => {
    expect(companiesLoadError(new ApiError(0, 'TIMEOUT', 'x'))).toEqual({
      kind: 'timeout',
      message: 'Request timed out. Please retry.',
    });
    for (const status of [401, 403]) {
      expect(companiesLoadError(new ApiError(status, 'SESSION_EXPIRED', 'x'))).toEqual({
        kind: 'session',
        message: 'Session expired. Please sign in again.',
      });
    }
    expect(
      companiesLoadError(new ApiError(500, 'INTERNAL', 'Something went wrong. Please try again.')),
    ).toEqual({
      kind: 'failed',
      message: 'Failed to load companies',
      detail: 'Something went wrong. Please try again.',
    });
    expect(loadingGuardError.message).toBe('Request took too long. Please retry.');
  });
});

describe('tone generation errors', () => {
  it("shows the timeout text, the server's message, or the generic failure", () => {
    expect(toneErrorMessage(new ApiError(0, 'TIMEOUT', 'Request timed out. Please retry.'))).toBe(
      'OpenAI request timed out',
    );
    const notConfigured =
      'OpenAI API key not configured for your organization. Please contact your administrator.';
    expect(toneErrorMessage(new ApiError(503, 'UNAVAILABLE', notConfigured, true))).toBe(notConfigured);
    expect(toneErrorMessage(new ApiError(0, 'NETWORK', 'Network error.'))).toBe(
      'Failed to generate tone. Please try again.',
    );
    expect(toneErrorMessage(new Error('boom'))).toBe('Failed to generate tone. Please try again.');
  });
});
