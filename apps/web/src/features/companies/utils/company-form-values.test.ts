import { DEFAULT_TONE_OF_VOICE, websiteHref } from '@rw/core';
import { describe, expect, it } from 'vitest';
import {
  addListItem,
  companyBody,
  companyFormValues,
  companyTabLabel,
  isTempCompany,
  newCompanyDraft,
  withAbsoluteLinks,
} from '#/features/companies/utils/company-form-values';

describe('company form values', () => {
  it('starts a new company as a temporary record with the default tone of voice', () => {
    const draft = newCompanyDraft();
    expect(draft.id).toMatch(/^temp-/);
    expect(isTempCompany(draft.id)).toBe(true);
    expect(isTempCompany('8a4a2c0e-0000-4000-8000-000000000000')).toBe(false);
    expect(companyFormValues(draft)).toMatchObject({
      name: '',
      tone_of_voice_instructions: DEFAULT_TONE_OF_VOICE,
    });
    expect(DEFAULT_TONE_OF_VOICE.split('. ').length).toBeGreaterThanOrEqual(5);
  });

  it('sends blanks as null, trimmed text and normalised lists', () => {
    const values = {
      ...companyFormValues(newCompanyDraft()),
      name: '  Acme  ',
      website: ' acme.com ',
      founded: '   ',
      description: '<p>See <a href="acme.com/jobs" target="_blank">jobs</a></p>',
      company_values: [' Bold ', 'bold', ''],
    };
    expect(companyBody(values)).toMatchObject({
      name: 'Acme',
      website: 'acme.com',
      founded: null,
      job_spec_intro: null,
      description: '<p>See <a href="https://acme.com/jobs" target="_blank">jobs</a></p>',
      company_values: ['Bold'],
    });
  });

  it('keeps links that already have a scheme, anchors and paths as they are', () => {
    const html =
      '<a href="mailto:a@b.c">m</a><a href="http://x.io">h</a><a href="#top">t</a><a href="/p">p</a>';
    expect(withAbsoluteLinks(html)).toBe(html);
  });

  it("labels a tab with the name, or 'Company N'", () => {
    expect(companyTabLabel({ name: 'Kestrel' }, 0)).toBe('Kestrel');
    expect(companyTabLabel({ name: '  ' }, 2)).toBe('Company 3');
  });

  it('adds a list item only when non-blank after trimming and not yet listed', () => {
    expect(addListItem(['Bold'], '  Kind ')).toEqual(['Bold', 'Kind']);
    expect(addListItem(['Bold'], '   ')).toEqual(['Bold']);
    expect(addListItem(['Bold'], 'BOLD')).toEqual(['Bold']);
  });

  it("opens Visit Website with 'https://' added when the link has no scheme", () => {
    expect(websiteHref('acme.com')).toBe('https://acme.com');
    expect(websiteHref('http://acme.com/jobs')).toBe('http://acme.com/jobs');
    expect(websiteHref('javascript:alert(1)')).toBeNull();
    expect(websiteHref('')).toBeNull();
  });
});
