import { Modal } from '@mantine/core';
import { type Company, discardCompanyChangesMessages as discard } from '@rw/core';
import { useCallback, useMemo, useRef, useState } from 'react';
import { ConfirmDialog } from '#/components/ui/confirm-dialog';
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
  const dirty = useRef(false);
  const [asking, setAsking] = useState(false);
  const close = () => {
    dirty.current = false;
    setAsking(false);
    onClose();
  };
  const handleCloseRequest = () => (dirty.current ? setAsking(true) : close());
  const handleDirtyChange = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);
  // A stack: the question shows above the form, and the Escape that asks it does not also answer it.
  return (
    <Modal.Stack>
      <Modal
        stackId="company"
        opened={company !== null}
        onClose={handleCloseRequest}
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
            onCancel={close}
            onDirtyChange={handleDirtyChange}
          />
        )}
      </Modal>
      <ConfirmDialog
        stackId="discard-company-changes"
        title={discard.title}
        message={asking ? discard.message : null}
        confirmLabel={discard.confirm}
        onConfirm={close}
        onCancel={() => setAsking(false)}
      />
    </Modal.Stack>
  );
}
