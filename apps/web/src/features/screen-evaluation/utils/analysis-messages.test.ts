import { describe, expect, it } from 'vitest';
import { ApiError } from '#/lib/api-client';
import { analysisFailureAlert, formatCharacterCount } from './analysis-messages';

describe('analysisFailureAlert', () => {
  it("says 'Analysis failed. Please try again.' without the server's generic text of a provider failure", () => {
    const error = new ApiError(
      503,
      'UNAVAILABLE',
      'Analysis failed: The AI request failed. Please try again.',
      true,
      { reason: 'provider_error' },
    );
    expect(analysisFailureAlert(error)).toEqual({
      title: 'Analysis failed. Please try again.',
      detail: null,
    });
    expect(analysisFailureAlert(null).title).toBe('Analysis failed. Please try again.');
  });

  it('adds what happened in plain words when the server says', () => {
    const error = new ApiError(
      503,
      'UNAVAILABLE',
      'Analysis failed: The AI request timed out. Please try again.',
      true,
      { reason: 'timeout', detail: 'The AI provider did not answer (timeout after 60 s)' },
    );
    expect(analysisFailureAlert(error)).toEqual({
      title: 'Analysis failed. Please try again.',
      detail: 'The AI provider did not answer (timeout after 60 s)',
    });
  });

  it('adds the reason when only an administrator can fix it', () => {
    const error = new ApiError(
      503,
      'UNAVAILABLE',
      'Analysis failed: OpenAI API key not configured for your organization. Please contact your administrator.',
      true,
      { reason: 'not_configured' },
    );
    expect(analysisFailureAlert(error)).toEqual({
      title: 'Analysis failed. Please try again.',
      detail: 'OpenAI API key not configured for your organization. Please contact your administrator.',
    });
  });
});

describe('formatCharacterCount', () => {
  it('groups thousands', () => {
    expect(formatCharacterCount(12345, 120000)).toBe('12,345 / 120,000 characters');
  });
});
