import { Alert, Button, FileInput, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { parseRoleBuilderExport, type RoleBuilderExport, roleBuilderMessages } from '@rw/core';
import { useEffect, useState } from 'react';
import { useRoleCompanies } from '#/features/role-builder/api/get-role-companies';

type ImportJobModalProps = {
  opened: boolean;
  importing: boolean;
  onClose: () => void;
  onImport: (data: RoleBuilderExport, companyId: string) => void;
  /** The server's refusal of the last import. */
  error: string | null;
};

/**
 * Import (docs/product/role-builder.md#export-and-import): a Role Builder export read in the browser (checked
 * again by the server) into a new job of the chosen company; the exported company is preselected when the
 * organisation has one of that name.
 */
export function ImportJobModal({ opened, importing, onClose, onImport, error }: ImportJobModalProps) {
  const companies = useRoleCompanies(opened);
  const [data, setData] = useState<RoleBuilderExport | null>(null);
  const [companyId, setCompanyId] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (opened) {
      setData(null);
      setCompanyId(null);
      setProblem(null);
    }
  }, [opened]);

  const handleFile = async (file: File | null) => {
    setData(null);
    setProblem(null);
    if (!file) return;
    let json: unknown;
    try {
      json = JSON.parse(await file.text());
    } catch {
      setProblem(roleBuilderMessages.exportUnreadable);
      return;
    }
    const parsed = parseRoleBuilderExport(json);
    if (!parsed.ok) {
      setProblem(parsed.message);
      return;
    }
    setData(parsed.data);
    const name = parsed.data.job.company_name?.trim().toLowerCase();
    const match = companies.data?.find((c) => c.name.trim().toLowerCase() === name);
    if (match) setCompanyId(match.id);
  };
  const handleImport = () => {
    if (!data) return;
    if (!companyId) {
      setProblem(roleBuilderMessages.importCompanyRequired);
      return;
    }
    onImport(data, companyId);
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Import Job" closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="sm">
        {(problem ?? error) && (
          <Alert color="red" variant="light" role="alert">
            {problem ?? error}
          </Alert>
        )}
        <FileInput
          label="Role Builder export (.json)"
          accept=".json,application/json"
          onChange={(f) => void handleFile(f)}
          clearable
        />
        {data && (
          <Text size="sm">
            {data.job.title}: {data.criteria.length} criteria,{' '}
            {data.nodes.filter((n) => n.type !== 'job-description').length} interviews
          </Text>
        )}
        <Select
          label="Company"
          searchable
          data={(companies.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          value={companyId}
          onChange={setCompanyId}
          comboboxProps={{ withinPortal: true }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={handleImport} disabled={!data} loading={importing}>
            Import
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
