import {
  Alert,
  Button,
  FileButton,
  Group,
  Kbd,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { DOCUMENT_ACCEPT, LINKEDIN_PARSE_TEXT_MAX, linkedinParserMessages } from '@rw/core';
import { IconFileUpload, IconSparkles } from '@tabler/icons-react';
import { type KeyboardEvent, useState } from 'react';

type ParseInputPanelProps = {
  parsing: boolean;
  error: string | null;
  onParseText: (input: { text: string; url: string | null }) => void;
  onParseFile: (file: File) => void;
};

/**
 * 'Profile to parse' (docs/product/linkedin-parser.md#parsing): paste a profile page's text (and its address),
 * or drop or choose LinkedIn's 'Save to PDF' export (or a CV: .pdf, .docx, .doc, .txt). Ctrl/Cmd+Enter parses
 * the text.
 */
export function ParseInputPanel({ parsing, error, onParseText, onParseFile }: ParseInputPanelProps) {
  const [text, setText] = useState('');
  const [url, setUrl] = useState('');
  const [over, setOver] = useState(false);
  const [missing, setMissing] = useState(false);

  const handleParse = () => {
    if (parsing) return;
    if (!text.trim()) return setMissing(true);
    setMissing(false);
    onParseText({ text, url: url.trim() || null });
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      handleParse();
    }
  };
  const handleFile = (file: File | null | undefined) => {
    if (file && !parsing) onParseFile(file);
  };

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="parse-input-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="parse-input-title">
          Profile to parse
        </Title>
        <Textarea
          label="Profile text"
          description="Select everything on a LinkedIn profile page, copy it and paste it here."
          placeholder={'Maria Garcia Lopez\nSenior Data Engineer at Northwind Logistics\nLeeds, England…'}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            if (missing) setMissing(false);
          }}
          onKeyDown={handleKeyDown}
          maxLength={LINKEDIN_PARSE_TEXT_MAX}
          autosize
          minRows={7}
          maxRows={14}
          readOnly={parsing}
          error={missing ? linkedinParserMessages.textRequired : undefined}
        />
        <TextInput
          label="Profile URL"
          description="Optional: fills the LinkedIn link when the text has none."
          placeholder="https://www.linkedin.com/in/…"
          value={url}
          onChange={(event) => setUrl(event.currentTarget.value)}
          readOnly={parsing}
        />
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed">
            <Kbd size="xs">Ctrl</Kbd> + <Kbd size="xs">Enter</Kbd> parses
          </Text>
          <Button
            leftSection={<IconSparkles size={16} aria-hidden />}
            onClick={handleParse}
            loading={parsing}
          >
            Parse profile
          </Button>
        </Group>
        <Paper
          withBorder
          radius="md"
          p="md"
          data-testid="profile-drop-zone"
          style={{
            borderStyle: 'dashed',
            borderColor: over ? 'var(--mantine-primary-color-filled)' : undefined,
            opacity: parsing ? 0.6 : 1,
          }}
          onDragOver={(e) => {
            if (parsing) return;
            e.preventDefault();
            setOver(true);
          }}
          onDragLeave={() => setOver(false)}
          onDrop={(e) => {
            e.preventDefault();
            setOver(false);
            handleFile(e.dataTransfer.files[0]);
          }}
        >
          <Stack gap={6} align="center">
            <Text size="sm" c="dimmed" ta="center">
              <IconFileUpload
                size={16}
                aria-hidden
                style={{ verticalAlign: 'text-bottom', marginRight: 6 }}
              />
              Or drop a LinkedIn PDF export here (.pdf, .docx, .doc, .txt; up to 10 MB)
            </Text>
            <FileButton onChange={handleFile} accept={DOCUMENT_ACCEPT.join(',')} disabled={parsing}>
              {(props) => (
                <Button {...props} variant="default" size="xs">
                  Choose a file…
                </Button>
              )}
            </FileButton>
          </Stack>
        </Paper>
        {parsing && (
          <Text size="sm" c="dimmed" role="status">
            Reading the profile…
          </Text>
        )}
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
