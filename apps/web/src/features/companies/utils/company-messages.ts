/** Texts of the Company Configuration page, verbatim where docs/product/companies.md#messages gives them. */
export const companyPageText = {
  title: 'Company Configuration',
  notSpecified: 'Not specified',
  emptyTitle: 'No Companies Configured',
  addFirst: 'Add Your First Company',
  newCompany: 'New Company',
  editCompany: 'Edit Company',
  deleteCompany: 'Delete Company',
  visitWebsite: 'Visit Website',
  deleteDetail:
    'All company data including descriptions, values, and job specifications will be permanently removed.',
  signInAgain: 'Sign in again',
} as const;

/** The delete confirmation question (docs/product/companies.md#editing). */
export function deleteCompanyQuestion(name: string): string {
  return `Are you sure you want to delete "${name}"? This action cannot be undone.`;
}
