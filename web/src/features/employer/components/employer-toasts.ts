// The employer screens' success texts (docs/product/ui.md).
export const EMPLOYER_TOASTS = {
  jobAdded: 'Job added successfully',
  jobUpdated: 'Job updated successfully',
  jobClosed: 'Job successfully closed',
  jobOpened: 'Job successfully opened',
  jobDeleted: 'Job successfully deleted',
  companyUpdated: 'Company bio updated successfully',
  templatesSaved: 'Email templates saved',
} as const;
