import { Alert, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { canDeleteCompany, ownsCompany, type Role } from '@rw/core';
import { CompaniesEmptyState } from '#/features/companies/components/companies-empty-state';
import { CompaniesLoadError } from '#/features/companies/components/companies-load-error';
import { CompaniesSkeleton } from '#/features/companies/components/companies-skeleton';
import { CompanyDetail } from '#/features/companies/components/company-detail';
import { CompanyModal } from '#/features/companies/components/company-modal';
import { CompanyTabs } from '#/features/companies/components/company-tabs';
import { DeleteCompanyDialog } from '#/features/companies/components/delete-company-dialog';
import { useCompaniesLoad } from '#/features/companies/hooks/use-companies-load';
import { useCompanyEditing } from '#/features/companies/hooks/use-company-editing';
import { isTempCompany } from '#/features/companies/utils/company-form-values';

type CompanyWorkspaceProps = { user: { id: string; role: Role }; onSignInAgain: () => void };

/**
 * The companies the signed-in user sees (owns, created or is a member of) in their load states
 * (docs/product/companies.md#loading-and-errors): skeleton, error with Retry or 'Sign in again', the empty
 * state, or the tabs with the detail view; plus the modal and the delete confirmation. A company seen as a
 * member is marked shared, and offers Delete only to an admin (docs/product/companies.md#visibility).
 */
export function CompanyWorkspace({ user, onSignInAgain }: CompanyWorkspaceProps) {
  const load = useCompaniesLoad(user.id);
  const companies = load.status === 'ready' ? load.companies : [];
  const editing = useCompanyEditing(user.id, companies);

  if (load.status === 'loading') return <CompaniesSkeleton />;
  if (load.status === 'error') {
    return <CompaniesLoadError error={load.error} onRetry={load.retry} onSignInAgain={onSignInAgain} />;
  }

  return (
    <Stack gap="md">
      {load.refreshError && (
        <Alert color="orange" variant="light" title={load.refreshError.message}>
          <Group gap="sm">
            <Text size="sm">The companies below may be out of date.</Text>
            <Button size="compact-sm" variant="light" onClick={load.retry}>
              Retry
            </Button>
          </Group>
        </Alert>
      )}
      {editing.tabs.length === 0 ? (
        <CompaniesEmptyState onAdd={editing.startNew} />
      ) : (
        <CompanyTabs
          companies={editing.tabs}
          selectedId={editing.selectedId ?? ''}
          onSelect={editing.select}
          canAdd={editing.canAdd}
          onNew={editing.startNew}
          renderPanel={(company, label) =>
            isTempCompany(company.id) ? (
              <Paper withBorder radius="md" p="xl">
                <Text c="dimmed">This company is not saved yet. Fill in the form and press Save.</Text>
              </Paper>
            ) : (
              <CompanyDetail
                company={company}
                label={label}
                shared={!ownsCompany(company, user.id)}
                onEdit={() => editing.startEdit(company)}
                onDelete={canDeleteCompany(company, user) ? () => editing.confirmDelete(company) : undefined}
              />
            )
          }
        />
      )}
      <CompanyModal {...editing.modal} />
      <DeleteCompanyDialog {...editing.deleteDialog} />
    </Stack>
  );
}
