import {
  type Company,
  type CompanySize,
  type CreateCompanyInput,
  DEFAULT_TONE_OF_VOICE,
  normalizeCompanySize,
  normalizeTextList,
} from '@rw/core';

/** The edit modal's fields; text fields are '' when empty, rich text is HTML. */
export type CompanyFormValues = {
  name: string;
  size: CompanySize | null;
  website: string;
  industry: string;
  location: string;
  founded: string;
  description: string;
  company_values: string[];
  company_benefits: string[];
  job_spec_intro: string;
  tone_of_voice_instructions: string;
  tone_of_voice_source_text: string;
  is_public: boolean;
};

const TEMP_PREFIX = 'temp-';

/** Whether a company is the unsaved record of the New Company modal (docs/product/companies.md#editing). */
export function isTempCompany(id: string): boolean {
  return id.startsWith(TEMP_PREFIX);
}

/**
 * A new company before it is saved: a temporary record whose id starts with 'temp-'
 * (docs/product/companies.md#editing), with the default tone of voice (docs/product/companies.md#fields): the
 * organisation's when known, else the product's.
 */
export function newCompanyDraft(now = new Date(), tone: string = DEFAULT_TONE_OF_VOICE): Company {
  const time = now.toISOString();
  return {
    id: `${TEMP_PREFIX}${crypto.randomUUID()}`,
    owner_user_id: null,
    created_by: null,
    name: '',
    size: null,
    website: null,
    description: null,
    company_values: [],
    company_benefits: [],
    job_spec_intro: null,
    industry: null,
    location: null,
    founded: null,
    tone_of_voice_instructions: tone,
    tone_of_voice_source_text: null,
    tone_of_voice_last_updated: null,
    is_public: true,
    company_domain: '',
    created_at: time,
    updated_at: time,
    domain: '',
  };
}

/** The form values of a company (stored or temporary). */
export function companyFormValues(company: Company): CompanyFormValues {
  return {
    name: company.name,
    size: company.size ? normalizeCompanySize(company.size) : null,
    website: company.website ?? '',
    industry: company.industry ?? '',
    location: company.location ?? '',
    founded: company.founded ?? '',
    description: company.description ?? '',
    company_values: [...company.company_values],
    company_benefits: [...company.company_benefits],
    job_spec_intro: company.job_spec_intro ?? '',
    tone_of_voice_instructions: company.tone_of_voice_instructions ?? '',
    tone_of_voice_source_text: company.tone_of_voice_source_text ?? '',
    is_public: company.is_public,
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

const SCHEME_LESS_HREF = /(<a\b[^>]*?\bhref=")(?![a-z][a-z0-9+.-]*:|#|\/)([^"]+)"/gi;

/**
 * Link addresses typed without a scheme in the editor ('acme.com/jobs') become https links, as Visit
 * Website does (docs/product/companies.md#rich-text); the server keeps http(s) and mailto links only.
 */
export function withAbsoluteLinks(html: string): string {
  return html.replace(SCHEME_LESS_HREF, '$1https://$2"');
}

const richTextOrNull = (html: string) => orNull(withAbsoluteLinks(html));

/** The body of POST/PATCH /api/companies for the form values: blanks become null, lists are normalised. */
export function companyBody(values: CompanyFormValues): CreateCompanyInput {
  return {
    name: values.name.trim(),
    size: values.size,
    website: orNull(values.website),
    industry: orNull(values.industry),
    location: orNull(values.location),
    founded: orNull(values.founded),
    description: richTextOrNull(values.description),
    company_values: normalizeTextList(values.company_values),
    company_benefits: normalizeTextList(values.company_benefits),
    job_spec_intro: richTextOrNull(values.job_spec_intro),
    tone_of_voice_instructions: orNull(values.tone_of_voice_instructions),
    tone_of_voice_source_text: orNull(values.tone_of_voice_source_text),
    is_public: values.is_public,
  };
}

/**
 * A tab's label: the company name, or 'Company N' (1-based) while it has none
 * (docs/product/companies.md#company-page).
 */
export function companyTabLabel(company: Pick<Company, 'name'>, index: number): string {
  return company.name.trim() || `Company ${index + 1}`;
}

/**
 * Adds a list item (values, benefits) on Enter (docs/product/companies.md#editing): trimmed, only when
 * non-blank, and not twice (ignoring case). @returns the same array when nothing was added.
 */
export function addListItem(list: readonly string[], item: string): string[] {
  const next = normalizeTextList([...list, item]);
  return next.length === list.length ? [...list] : next;
}
