import { Alert, Badge, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import {
  type LinkedinParse,
  type LinkedinParseExportFormat,
  linkedinParserMessages,
  profilePlainText,
} from '@rw/core';
import { type MutableRefObject, type ReactNode, useEffect, useState } from 'react';
import { ActionFeedbackText } from '#/components/ui/action-feedback-text';
import { UnsavedChangesGuard } from '#/components/ui/unsaved-changes-guard';
import { downloadParse } from '#/features/linkedin-parser/api/parses';
import { BasicsFields } from '#/features/linkedin-parser/components/basics-fields';
import { EducationFields } from '#/features/linkedin-parser/components/education-fields';
import { ExperienceFields } from '#/features/linkedin-parser/components/experience-fields';
import { ParseActions } from '#/features/linkedin-parser/components/parse-actions';
import { ProfileSheetView } from '#/features/linkedin-parser/components/profile-sheet-view';
import { SaveCandidateModal } from '#/features/linkedin-parser/components/save-candidate-modal';
import { SkillsLanguagesFields } from '#/features/linkedin-parser/components/skills-languages-fields';
import { useParseDraft } from '#/features/linkedin-parser/hooks/use-parse-draft';
import { profileOf } from '#/features/linkedin-parser/utils/profile-draft';
import { useActionFeedback } from '#/lib/action-feedback';
import { copyText } from '#/lib/clipboard';

type ParseEditorProps = {
  parse: LinkedinParse;
  /** Set to this editor's `flush` while it is shown: the page keeps the edits before opening another parse. */
  flushRef: MutableRefObject<(() => Promise<boolean>) | null>;
};

const readAsLabel = (p: LinkedinParse) =>
  p.read_as === 'linkedin'
    ? 'LinkedIn PDF, read without AI'
    : p.input === 'text'
      ? 'Pasted text, read by AI'
      : 'Read by AI';

/**
 * A parse open for editing (docs/product/linkedin-parser.md#editing): the fields, the one-page profile, and the
 * actions. Edits are kept with 'Save changes', and before a download, a save, or opening another parse.
 */
export function ParseEditor({ parse, flushRef }: ParseEditorProps) {
  const { draft, setDraft, errors, changed, flush, discard, saving, error } = useParseDraft(parse);
  const { feedback, show } = useActionFeedback();
  const [modal, setModal] = useState<'candidate' | 'job' | null>(null);
  const [downloading, setDownloading] = useState<LinkedinParseExportFormat | null>(null);
  useEffect(() => {
    flushRef.current = flush;
    return () => {
      flushRef.current = null;
    };
  });

  const handleKeep = async () => {
    if (await flush()) show('success', linkedinParserMessages.changesSaved);
  };
  const handleModal = async (mode: 'candidate' | 'job') => {
    if (await flush()) setModal(mode);
  };
  const handleCopy = async () => {
    if (await copyText(profilePlainText(profileOf(draft)))) show('success', linkedinParserMessages.copied);
    else show('error', linkedinParserMessages.copyFailed);
  };
  const handleDownload = async (format: LinkedinParseExportFormat) => {
    setDownloading(format);
    try {
      if (await flush()) await downloadParse(parse.id, format);
    } catch (err) {
      show('error', (err as Error).message);
    } finally {
      setDownloading(null);
    }
  };

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="parse-title">
      <UnsavedChangesGuard editors={[{ dirty: changed, save: flush, discard }]} />
      <Stack gap="md">
        <Stack gap={4}>
          <Group gap="xs" align="center">
            <Title order={2} size="h3" id="parse-title">
              {draft.basics.name.trim() || 'Unnamed profile'}
            </Title>
            <Badge variant="light" color={parse.read_as === 'linkedin' ? 'blue' : 'gray'}>
              {readAsLabel(parse)}
            </Badge>
            {parse.candidate_id && (
              <Badge variant="light" color="teal">
                Saved as candidate
              </Badge>
            )}
          </Group>
          {parse.file_name && (
            <Text size="sm" c="dimmed">
              {parse.file_name}
            </Text>
          )}
        </Stack>
        {parse.ai_error && (
          <Alert color="yellow" variant="light">
            Experience not read: {parse.ai_error}
          </Alert>
        )}
        <ParseActions
          changed={changed}
          busy={saving || downloading !== null}
          downloading={downloading}
          onKeep={() => void handleKeep()}
          onSave={() => void handleModal('candidate')}
          onAddToJob={() => void handleModal('job')}
          onCopy={() => void handleCopy()}
          onDownload={(f) => void handleDownload(f)}
        />
        {error ? (
          <Text size="sm" c="red" role="alert">
            {error}
          </Text>
        ) : (
          <ActionFeedbackText feedback={feedback} />
        )}
        <Tabs defaultValue="fields" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="fields">Fields{changed ? ' •' : ''}</Tabs.Tab>
            <Tabs.Tab value="sheet">One-page profile</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="fields" pt="md">
            <Stack gap="lg">
              <FieldsSection title="Profile">
                <BasicsFields
                  value={draft.basics}
                  disabled={saving}
                  onChange={(basics) => setDraft({ ...draft, basics })}
                />
              </FieldsSection>
              <FieldsSection title="Experience">
                <ExperienceFields
                  value={draft.work}
                  errors={errors}
                  disabled={saving}
                  onChange={(work) => setDraft({ ...draft, work })}
                />
              </FieldsSection>
              <FieldsSection title="Education">
                <EducationFields
                  value={draft.education}
                  errors={errors}
                  disabled={saving}
                  onChange={(education) => setDraft({ ...draft, education })}
                />
              </FieldsSection>
              <FieldsSection title="Skills and languages">
                <SkillsLanguagesFields
                  skills={draft.skills}
                  languages={draft.languages}
                  disabled={saving}
                  onSkills={(skills) => setDraft({ ...draft, skills })}
                  onLanguages={(languages) => setDraft({ ...draft, languages })}
                />
              </FieldsSection>
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="sheet" pt="md">
            <ProfileSheetView profile={profileOf(draft)} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
      <SaveCandidateModal mode={modal} parseId={parse.id} onClose={() => setModal(null)} />
    </Paper>
  );
}

function FieldsSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}
