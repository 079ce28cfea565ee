import { Modal } from '@mantine/core';
import type { Company } from '@rw/core';
import { useMemo } from 'react';
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

/** New Company / Edit Company / Add Your First Company: the company form in a modal. */
export function CompanyModal({ company, title, saving, error, onSubmit, onClose }: CompanyModalProps) {
  const initialValues = useMemo(() => (company ? companyFormValues(company) : null), [company]);
  return (
    <Modal
      opened={company !== null}
      onClose={onClose}
      title={title}
      size="xl"
      closeOnClickOutside={false}
      styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {company && initialValues && (
        <CompanyForm
          key={company.id}
          initialValues={initialValues}
          saving={saving}
          error={error}
          onSubmit={onSubmit}
          onCancel={onClose}
        />
      )}
    </Modal>
  );
}
