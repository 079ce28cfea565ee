import { Modal } from '@mantine/core';
import { type Company, discardCompanyChangesMessages as discard } from '@rw/core';
import { useMemo } from 'react';
import { useDiscardGuard } from '#/components/ui/discard-guard';
import { CompanyForm } from '#/features/companies/components/company-form';
import { type CompanyFormValues, companyFormValues } from '#/features/companies/utils/company-form-values';

/** The modal's titles (docs/product/companies.md#editing). */
export type CompanyModalTitle = 'New Company' | 'Edit Company' | 'Add Your First Company';

type CompanyModalProps = {
  /** The company being edited, or the temporary record of a new one; the modal is open while it is set. */
  company: Company | null;
  title: CompanyModalTitle;
  saving: boolean;
  error: string | null;
  onSubmit: (values: CompanyFormValues) => void;
  onClose: () => void;
};

/**
 * New Company / Edit Company / Add Your First Company: the company form in a modal. Escape, a click outside
 * and the close button close it at once while nothing is typed; after typing they ask 'Discard changes?'
 * first (docs/product/companies.md#editing). Cancel in the form closes it without asking.
 */
export function CompanyModal({ company, title, saving, error, onSubmit, onClose }: CompanyModalProps) {
  const initialValues = useMemo(() => (company ? companyFormValues(company) : null), [company]);
  const guard = useDiscardGuard({ stackId: 'company', question: discard, onClose });
  // A stack: the question shows above the form, and the Escape that asks it does not also answer it.
  return (
    <Modal.Stack>
      <Modal
        stackId="company"
        opened={company !== null}
        onClose={guard.requestClose}
        title={title}
        size="xl"
        styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } }}
      >
        {company && initialValues && (
          <CompanyForm
            key={company.id}
            initialValues={initialValues}
            saving={saving}
            error={error}
            onSubmit={onSubmit}
            onCancel={guard.close}
            onDirtyChange={guard.setDirty}
          />
        )}
      </Modal>
      {guard.dialog}
    </Modal.Stack>
  );
}
