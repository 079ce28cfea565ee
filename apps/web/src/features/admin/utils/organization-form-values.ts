import {
  type AdminOrganization,
  type OrganizationCreateInput,
  type OrganizationUpdateInput,
  organizationCreate,
  organizationUpdate,
} from '@rw/core';
import type { z } from 'zod';

/** The organisation form's fields as typed; numbers are '' while empty (Mantine NumberInput). */
export type OrganizationFormValues = {
  domain: string;
  name: string;
  openai_api_key: string;
  billing_enabled: boolean;
  monthly_credit_limit: number | string;
  ai_model: string;
  ai_base_url: string;
  rpm_limit: number | string;
  tpm_limit: number | string;
};

export type OrganizationFormErrors = Partial<Record<keyof OrganizationFormValues, string>>;

export const emptyOrganizationForm: OrganizationFormValues = {
  domain: '',
  name: '',
  openai_api_key: '',
  billing_enabled: false,
  monthly_credit_limit: 0,
  ai_model: '',
  ai_base_url: '',
  rpm_limit: '',
  tpm_limit: '',
};

/** The form filled from an organisation for editing; the key stays blank (blank keeps the stored key). */
export function organizationFormValues(org: AdminOrganization): OrganizationFormValues {
  return {
    domain: org.domain,
    name: org.name,
    openai_api_key: '',
    billing_enabled: org.billing_enabled,
    monthly_credit_limit: org.monthly_credit_limit,
    ai_model: org.ai_model ?? '',
    ai_base_url: org.ai_base_url ?? '',
    rpm_limit: org.rpm_limit,
    tpm_limit: org.tpm_limit,
  };
}

const optionalNumber = (v: number | string) => (v === '' ? undefined : Number(v));

/** The common body; an empty credit limit is 0 (docs/product/admin.md#organizations). */
function commonBody(v: OrganizationFormValues) {
  return {
    domain: v.domain,
    name: v.name,
    billing_enabled: v.billing_enabled,
    monthly_credit_limit: v.monthly_credit_limit === '' ? 0 : Number(v.monthly_credit_limit),
    ai_model: v.ai_model,
    ai_base_url: v.ai_base_url,
    rpm_limit: optionalNumber(v.rpm_limit),
    tpm_limit: optionalNumber(v.tpm_limit),
  };
}

type Checked<T> = { ok: true; body: T } | { ok: false; errors: OrganizationFormErrors };

function check<T>(schema: z.ZodType, body: T): Checked<T> {
  const result = schema.safeParse(body);
  if (result.success) return { ok: true, body };
  const errors: OrganizationFormErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof OrganizationFormValues | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}

/** The Add Organization body, checked with the server's schema (same messages). */
export function toCreateBody(v: OrganizationFormValues): Checked<OrganizationCreateInput> {
  return check(organizationCreate, { ...commonBody(v), openai_api_key: v.openai_api_key });
}

/** The Edit Organization body; a blank key is left out so the stored key is kept. */
export function toUpdateBody(v: OrganizationFormValues): Checked<OrganizationUpdateInput> {
  const key = v.openai_api_key.trim();
  return check(organizationUpdate, { ...commonBody(v), ...(key ? { openai_api_key: key } : {}) });
}
