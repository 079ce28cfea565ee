// @vitest-environment jsdom
import { discardCompanyChangesMessages as m } from '@rw/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CompanyModal } from '#/features/companies/components/company-modal';
import { newCompanyDraft } from '#/features/companies/utils/company-form-values';
import { renderWithProviders, setUpComponentTests } from '#/test/render';

/*
 * The company modal's close guard (docs/product/companies.md#editing): Escape, a click outside or the close
 * button close it at once while nothing is typed, and ask 'Discard changes?' after typing.
 */

setUpComponentTests();

function renderModal() {
  const onClose = vi.fn();
  const view = renderWithProviders(
    <CompanyModal
      company={newCompanyDraft()}
      title="New Company"
      saving={false}
      error={null}
      onSubmit={vi.fn()}
      onClose={onClose}
    />,
  );
  return { ...view, onClose };
}

const pressEscape = () => fireEvent.keyDown(document.body, { key: 'Escape' });
const overlay = () => document.querySelector<HTMLElement>('.mantine-Modal-overlay')!;
const nameInput = () => screen.findByRole<HTMLInputElement>('textbox', { name: /Company Name/ });
const question = () => screen.findByRole('dialog', { name: m.title });

describe('Company modal: closing with typed data', () => {
  it('closes at once on Escape and on a click outside while nothing is typed', async () => {
    const { onClose } = renderModal();
    await nameInput();
    pressEscape();
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(overlay());
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog', { name: m.title })).toBeNull();
  });

  it('asks on Escape after typing; Cancel keeps the form and what was typed', async () => {
    const { onClose } = renderModal();
    fireEvent.change(await nameInput(), { target: { value: 'Northwind' } });

    pressEscape();
    const dialog = await question();
    expect(within(dialog).getByText(m.message)).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: m.title })).toBeNull());
    expect((await nameInput()).value).toBe('Northwind');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('asks on a click outside after typing; Discard closes the modal', async () => {
    const { onClose } = renderModal();
    fireEvent.change(await nameInput(), { target: { value: 'Northwind' } });

    fireEvent.click(overlay());
    fireEvent.click(within(await question()).getByRole('button', { name: m.confirm }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('does not count blanks as typed data, and the form’s Cancel closes without asking', async () => {
    const { onClose } = renderModal();
    fireEvent.change(await nameInput(), { target: { value: '   ' } });
    pressEscape();
    expect(onClose).toHaveBeenCalledTimes(1);

    fireEvent.change(await nameInput(), { target: { value: 'Northwind' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog', { name: m.title })).toBeNull();
  });
});
