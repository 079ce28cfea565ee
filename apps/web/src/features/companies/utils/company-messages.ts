/** Texts of the Company Configuration page, verbatim from spec 1 sections 2 and 8 where it gives them. */
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

/** The delete confirmation question (spec 1 section 2). */
export function deleteCompanyQuestion(name: string): string {
  return `Are you sure you want to delete "${name}"? This action cannot be undone.`;
}
