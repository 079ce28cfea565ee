// @vitest-environment jsdom
import { DEFAULT_TONE_OF_VOICE, systemSettingsMessages as m } from '@rw/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AiProviderSection } from '#/features/admin/components/system-settings/ai-provider-section';
import { mockFetch } from '#/test/fetch-mock';
import { renderWithProviders, setUpComponentTests } from '#/test/render';

setUpComponentTests();

const ai = {
  configured: true,
  has_api_key: true,
  api_key_hint: '••••7788',
  base_url: 'https://llm.acme.test/v1',
  model: 'gpt-4o-mini',
  task_models: { scoring: 'gpt-4o' },
  rpm_limit: 500,
  tpm_limit: 200000,
  monthly_credit_limit: 50000,
  current_month_usage: 1234,
};
const settings = {
  ai,
  webhook: { url: null, has_secret: false, secret_hint: null },
  default_tone_of_voice: null,
  product_default_tone_of_voice: DEFAULT_TONE_OF_VOICE,
  updated_at: null,
  updated_by: null,
};

describe('AI provider section', () => {
  it('shows the saved provider with the key masked and the credit limit read only, saves changes and tests the connection', async () => {
    let current = settings;
    const api = mockFetch({
      'GET /api/organization/settings': () => ({ json: current }),
      'PUT /api/organization/settings/ai': (call) => {
        current = { ...current, ai: { ...ai, model: (call.body as { model: string }).model } };
        return { json: current.ai };
      },
      'POST /api/organization/settings/ai/test': {
        json: { ok: true, latency_ms: 312, model: 'gpt-4.1', answer: 'OK', error: null, detail: null },
      },
    });
    renderWithProviders(<AiProviderSection />);
    expect(await screen.findByText('Current key ••••7788: leave blank to keep')).toBeTruthy();
    expect(screen.getByText(/50,000 tokens · used this month: 1,234 tokens/)).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /^Scoring/ }) as HTMLInputElement).value).toBe('gpt-4o');

    fireEvent.change(screen.getByRole('textbox', { name: /^Model/ }), { target: { value: 'gpt-4.1' } });
    expect(screen.getByText(m.testFirst)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Test connection' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Save AI provider' }));
    expect(await screen.findByText(m.saved)).toBeTruthy();
    const put = api.calls.find((c) => c.method === 'PUT');
    expect(put?.body).toMatchObject({ model: 'gpt-4.1', task_models: { scoring: 'gpt-4o', writing: '' } });
    expect(put?.body).not.toHaveProperty('api_key');

    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Test connection' }).hasAttribute('disabled')).toBe(false),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Test connection' }));
    expect(await screen.findByText(m.connectionOk)).toBeTruthy();
    expect(screen.getByText('gpt-4.1 answered “OK” in 312 ms.')).toBeTruthy();
  });

  it('says why a test failed', async () => {
    mockFetch({
      'GET /api/organization/settings': { json: settings },
      'POST /api/organization/settings/ai/test': {
        json: {
          ok: false,
          latency_ms: 20,
          model: null,
          answer: null,
          error: 'The OpenAI API key of your organization was rejected. Please contact your administrator.',
          detail: 'The AI provider refused the key (HTTP 401)',
        },
      },
    });
    renderWithProviders(<AiProviderSection />);
    fireEvent.click(await screen.findByRole('button', { name: 'Test connection' }));
    expect(await screen.findByText(m.connectionFailed)).toBeTruthy();
    expect(
      screen.getByText(
        'The OpenAI API key of your organization was rejected. Please contact your administrator.',
      ),
    ).toBeTruthy();
  });
});
