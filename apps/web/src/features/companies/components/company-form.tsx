import { Alert, Button, Divider, Group, Stack } from '@mantine/core';
import { companyMessages, websiteHref } from '@rw/core';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { CompanyBasicFields } from '#/features/companies/components/company-basic-fields';
import { LazyRichTextInput } from '#/features/companies/components/lazy-rich-text-input';
import { TextListInput } from '#/features/companies/components/text-list-input';
import { ToneOfVoiceField } from '#/features/companies/components/tone-of-voice-field';
import { type CompanyFormValues, companyBody } from '#/features/companies/utils/company-form-values';

type CompanyFormProps = {
  initialValues: CompanyFormValues;
  saving: boolean;
  /** The save failure to show (the server's message). */
  error: string | null;
  onSubmit: (values: CompanyFormValues) => void;
  onCancel: () => void;
  /** Told whether what is typed differs from the initial values (as saved: trimmed, blanks dropped). */
  onDirtyChange?: (dirty: boolean) => void;
};

const websiteError = (website: string) =>
  website.trim() && !websiteHref(website) ? companyMessages.websiteInvalid : null;

/**
 * Every field of a company (docs/product/companies.md#editing). Save is disabled while the name is blank or
 * whitespace; a website that is not a web address is flagged before anything is sent.
 */
export function CompanyForm(props: CompanyFormProps) {
  const { initialValues, saving, error, onSubmit, onCancel, onDirtyChange } = props;
  const [values, setValues] = useState(initialValues);
  const initialBody = useMemo(() => JSON.stringify(companyBody(initialValues)), [initialValues]);
  const dirty = JSON.stringify(companyBody(values)) !== initialBody;
  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  const [websiteTouched, setWebsiteTouched] = useState(false);
  const set = <K extends keyof CompanyFormValues>(key: K, value: CompanyFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const nameBlank = values.name.trim() === '';

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setWebsiteTouched(true);
    if (nameBlank || websiteError(values.website)) return;
    onSubmit(values);
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="lg">
        <CompanyBasicFields
          values={values}
          websiteError={websiteTouched ? websiteError(values.website) : null}
          onChange={set}
          onWebsiteBlur={() => setWebsiteTouched(true)}
        />
        <LazyRichTextInput
          label="Company Description"
          description="What the company does, for candidates."
          initialValue={initialValues.description}
          onChange={(html) => set('description', html)}
        />
        <Group grow align="flex-start" gap="md">
          <TextListInput
            label="Values"
            itemName="value"
            placeholder="e.g. Own the outcome"
            value={values.company_values}
            onChange={(list) => set('company_values', list)}
          />
          <TextListInput
            label="Benefits"
            itemName="benefit"
            placeholder="e.g. 30 days holiday"
            value={values.company_benefits}
            onChange={(list) => set('company_benefits', list)}
          />
        </Group>
        <LazyRichTextInput
          label="Job Specification Introduction"
          description="The opening of every job specification for this company."
          initialValue={initialValues.job_spec_intro}
          onChange={(html) => set('job_spec_intro', html)}
        />
        <ToneOfVoiceField
          instructions={values.tone_of_voice_instructions}
          sourceText={values.tone_of_voice_source_text}
          companyName={values.name}
          onInstructionsChange={(text) => set('tone_of_voice_instructions', text)}
          onSourceTextChange={(text) => set('tone_of_voice_source_text', text)}
        />
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Divider />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={saving} disabled={nameBlank}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
