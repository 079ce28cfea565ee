import { describe, expect, it } from 'vitest';
import { emptyOrganizationForm, toCreateBody, toUpdateBody } from './organization-form-values';

describe('organization form', () => {
  it('requires domain, name and key with the spec messages', () => {
    const result = toCreateBody(emptyOrganizationForm);
    expect(result).toEqual({
      ok: false,
      errors: {
        domain: 'Domain is required',
        name: 'Organization name is required',
        openai_api_key: 'OpenAI API key is required',
      },
    });
  });

  it('sends an empty credit limit as 0 and leaves a blank key out when editing', () => {
    const values = { ...emptyOrganizationForm, domain: 'acme.test', name: 'Acme', monthly_credit_limit: '' };
    const created = toCreateBody({ ...values, openai_api_key: 'sk-1' });
    expect(created.ok && created.body.monthly_credit_limit).toBe(0);
    const updated = toUpdateBody(values);
    expect(updated.ok && 'openai_api_key' in updated.body).toBe(false);
  });
});
