import { type Company, MAX_COMPANIES_PER_USER, ownsCompany } from '@rw/core';
import { useState } from 'react';
import { useCreateCompany } from '#/features/companies/api/create-company';
import { useDeleteCompany } from '#/features/companies/api/delete-company';
import { useDefaultTone } from '#/features/companies/api/get-default-tone';
import { useUpdateCompany } from '#/features/companies/api/update-company';
import type { CompanyModalTitle } from '#/features/companies/components/company-modal';
import {
  type CompanyFormValues,
  companyBody,
  newCompanyDraft,
} from '#/features/companies/utils/company-form-values';

/** The modal: closed, a new company (a temporary 'temp-' record until saved), or an existing one. */
type Editor =
  | { kind: 'closed' }
  | { kind: 'new'; draft: Company; first: boolean }
  | { kind: 'edit'; company: Company };

const errorText = (error: unknown) => (error instanceof Error ? error.message : null);

/**
 * Selection, the company modal and the delete confirmation of the companies page
 * (docs/product/companies.md#editing): a new company is a temporary record with its own tab until it is
 * saved; saving creates or updates it; deleting selects a neighbour.
 */
export function useCompanyEditing(userId: string, companies: Company[]) {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [editor, setEditor] = useState<Editor>({ kind: 'closed' });
  const [deleting, setDeleting] = useState<Company | null>(null);
  const create = useCreateCompany(userId);
  const update = useUpdateCompany(userId);
  const remove = useDeleteCompany(userId);
  const defaultTone = useDefaultTone().data?.tone;

  const draft = editor.kind === 'new' ? editor.draft : null;
  const tabs = draft && companies.length > 0 ? [...companies, draft] : companies;
  const selected = draft?.id ?? tabs.find((c) => c.id === selectedId)?.id ?? tabs[0]?.id ?? null;
  const saving = create.isPending || update.isPending;
  const modalTitle: CompanyModalTitle =
    editor.kind === 'edit'
      ? 'Edit Company'
      : editor.kind === 'new' && editor.first
        ? 'Add Your First Company'
        : 'New Company';

  const closeEditor = () => {
    create.reset();
    update.reset();
    setEditor({ kind: 'closed' });
  };

  return {
    tabs,
    selectedId: selected,
    select: (id: string) => draft === null && setSelectedId(id),
    // Companies seen as a member do not count towards the 8 (docs/product/companies.md#limits).
    canAdd: companies.filter((c) => ownsCompany(c, userId)).length < MAX_COMPANIES_PER_USER && draft === null,
    startNew: () =>
      setEditor({
        kind: 'new',
        draft: newCompanyDraft(new Date(), defaultTone),
        first: companies.length === 0,
      }),
    startEdit: (company: Company) => setEditor({ kind: 'edit', company }),
    modal: {
      company: editor.kind === 'new' ? editor.draft : editor.kind === 'edit' ? editor.company : null,
      title: modalTitle,
      saving,
      error: errorText(create.error ?? update.error),
      onClose: closeEditor,
      onSubmit: (values: CompanyFormValues) => {
        const body = companyBody(values);
        if (editor.kind === 'new') {
          create.mutate(body, {
            onSuccess: (created) => {
              setSelectedId(created.id);
              closeEditor();
            },
          });
        } else if (editor.kind === 'edit') {
          update.mutate({ id: editor.company.id, body }, { onSuccess: closeEditor });
        }
      },
    },
    confirmDelete: (company: Company) => {
      remove.reset();
      setDeleting(company);
    },
    deleteDialog: {
      name: deleting?.name ?? null,
      deleting: remove.isPending,
      error: errorText(remove.error),
      onCancel: () => setDeleting(null),
      onConfirm: () => {
        if (!deleting) return;
        const index = companies.findIndex((c) => c.id === deleting.id);
        remove.mutate(deleting.id, {
          onSuccess: () => {
            const neighbour = companies[index + 1] ?? companies[index - 1];
            setSelectedId(neighbour?.id ?? null);
            setDeleting(null);
          },
        });
      },
    },
  };
}
