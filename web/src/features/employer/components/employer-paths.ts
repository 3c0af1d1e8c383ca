// The employer screens' paths (SPEC section 2) and the success texts of section 8.
export const employerPaths = {
  home: '/dashboard/home',
  jobs: '/dashboard/jobs',
  job: (jobID: string) => `/dashboard/jobs/${jobID}`,
  postJob: '/post-a-job',
  editJob: (jobID: string) => `/edit-job/${jobID}`,
  companyBio: '/dashboard/company-bio',
  editCompany: '/edit-company',
  candidate: (userID: string) => `/dashboard/browse-talent/${userID}`,
  browseTalent: '/dashboard/browse-talent',
  shareRequirement: '/share-requirement',
} as const;

export const EMPLOYER_TOASTS = {
  jobAdded: 'Job added successfully',
  jobUpdated: 'Job updated successfully',
  jobClosed: 'Job successfully closed',
  jobOpened: 'Job successfully opened',
  jobDeleted: 'Job successfully deleted',
  companyUpdated: 'Company bio updated successfully',
} as const;
