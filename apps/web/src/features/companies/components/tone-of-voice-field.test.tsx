// @vitest-environment jsdom
import { toneMessages } from '@rw/core';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToneOfVoiceField } from '#/features/companies/components/tone-of-voice-field';
import { mockFetch } from '#/test/fetch-mock';
import { renderWithProviders, setUpComponentTests } from '#/test/render';

/*
 * Generate tone failures (docs/product/companies.md#tone-of-voice): the spec's message and, under it, what
 * happened in plain words (docs/product/ai.md#what-happened).
 */

setUpComponentTests();
afterEach(() => vi.unstubAllGlobals());

describe('Tone of voice: Generate tone', () => {
  it('shows the failure message and what happened under it', async () => {
    mockFetch({
      'POST /api/generate-tone': {
        status: 503,
        json: {
          error: {
            code: 'UNAVAILABLE',
            message: toneMessages.failed,
            details: {
              reason: 'provider_error',
              status: 502,
              detail: 'The AI provider answered with an error (HTTP 502)',
            },
          },
        },
      },
    });
    renderWithProviders(
      <ToneOfVoiceField
        instructions=""
        sourceText="We ship small, often, and explain why."
        companyName="Kestrel"
        onInstructionsChange={() => {}}
        onSourceTextChange={() => {}}
      />,
    );
    fireEvent.click(screen.getByRole('radio', { name: 'Sample text' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Generate tone' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(toneMessages.failed)).toBeTruthy();
    expect(within(alert).getByText('The AI provider answered with an error (HTTP 502)')).toBeTruthy();
  });
});
