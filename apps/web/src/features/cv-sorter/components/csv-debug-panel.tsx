import { Accordion, Code, Stack, Table, Text } from '@mantine/core';
import {
  type CvSorterPreview,
  csvPreviewLine,
  PREVIEW_RAW_ROW_CHARS,
  PREVIEW_RAW_ROWS,
  PREVIEW_SAMPLE_ROWS,
} from '@rw/core';
import classes from './cv-sorter.module.css';

const fieldLabels: Record<keyof CvSorterPreview['columns'], string> = {
  firstName: 'First name',
  lastName: 'Last name',
  fullName: 'Full name',
  title: 'Title',
  company: 'Company',
  linkedinUrl: 'Profile link',
};

const delimiterName = (d: string) => (d === '\t' ? 'tab' : d === ',' ? 'comma' : d === ';' ? 'semicolon' : d);

/**
 * The CSV debug panel (docs/product/cv-sorter.md#screen): what the server read from the upload — the first
 * 5 lines (100 characters each), the header and which column each field came from, 3 sample rows as
 * mapped, the separator and encoding, rows read and blank lines skipped.
 */
export function CsvDebugPanel({ preview }: { preview: CvSorterPreview }) {
  const raw = preview.rawRows.slice(0, PREVIEW_RAW_ROWS).map((l) => csvPreviewLine(l, PREVIEW_RAW_ROW_CHARS));
  return (
    <Accordion variant="contained" radius="md">
      <Accordion.Item value="debug">
        <Accordion.Control>CSV debug: what was read from the file</Accordion.Control>
        <Accordion.Panel>
          <Stack gap="sm">
            <Text size="sm">
              {preview.rows.toLocaleString('en-US')} rows read, {preview.skippedBlank} blank lines skipped ·
              separator: {delimiterName(preview.delimiter)} · encoding: {preview.encoding}
            </Text>
            <div>
              <Text size="xs" fw={600}>
                First {PREVIEW_RAW_ROWS} lines ({PREVIEW_RAW_ROW_CHARS} characters each)
              </Text>
              <pre className={classes.preview} data-testid="csv-raw-rows">
                {raw.join('\n')}
              </pre>
            </div>
            <div>
              <Text size="xs" fw={600}>
                Columns found
              </Text>
              <Text size="xs">
                {(Object.keys(fieldLabels) as (keyof CvSorterPreview['columns'])[]).map((k, i) => (
                  <span key={k}>
                    {i > 0 && ' · '}
                    {fieldLabels[k]}: {preview.columns[k] ? <Code>{preview.columns[k]}</Code> : 'not found'}
                  </span>
                ))}
              </Text>
            </div>
            <div>
              <Text size="xs" fw={600}>
                Sample rows as read
              </Text>
              <Table fz="xs" withTableBorder striped aria-label="Sample rows">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Name</Table.Th>
                    <Table.Th>Title</Table.Th>
                    <Table.Th>Company</Table.Th>
                    <Table.Th>Profile link</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {preview.sampleRows.slice(0, PREVIEW_SAMPLE_ROWS).map((r, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: sample rows have no id and never reorder.
                    <Table.Tr key={i}>
                      <Table.Td>{r.name}</Table.Td>
                      <Table.Td>{r.currentTitle}</Table.Td>
                      <Table.Td>{r.currentCompany}</Table.Td>
                      <Table.Td style={{ wordBreak: 'break-all' }}>{r.linkedinUrl ?? '—'}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </div>
          </Stack>
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}
