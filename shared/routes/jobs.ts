// The route table, jobs: an employer's own jobs, the departments lookup and the public job
// search. One entry per call: see shared/routes.ts for what reads the table.
import { messageOnly } from '../schemas/common.js';
import {
  addJobBody,
  departmentsResponse,
  getJobsQuery,
  getJobsResponse,
  jobActiveBody,
  jobIdQuery,
  jobResponse,
  searchJobsQuery,
  searchJobsResponse,
  updateJobBody,
} from '../schemas/jobs.js';
import { getJobResponse } from '../schemas/applicants.js';
import { route } from './route-definition.js';

export const getJobs = route('getJobs', {
  method: 'GET',
  path: '/api/get-jobs',
  access: 'member',
  bodyKind: 'none',
  handler: 'jobs/handlers/get-jobs',
  query: getJobsQuery,
  response: getJobsResponse,
  uses: { table: 'read' },
  summary: "The employer's jobs with tab counts, filtered and paged.",
});
export const addJob = route('addJob', {
  method: 'POST',
  path: '/api/add-job',
  access: 'member',
  bodyKind: 'json',
  handler: 'jobs/handlers/add-job',
  body: addJobBody,
  response: jobResponse,
  // companyRenames: the company work queue, which tells the company's followers.
  uses: { table: 'write', companyRenames: true },
  summary: 'Posts a new open job.',
});
export const getJob = route('getJob', {
  method: 'GET',
  path: '/api/get-job',
  access: 'member',
  bodyKind: 'none',
  handler: 'jobs/handlers/get-job',
  query: jobIdQuery,
  response: getJobResponse,
  // A job posted before insights existed gets its stage counters built and stored on the first view.
  uses: { table: 'write' },
  summary: 'One of the employer’s own jobs with the first page of its applicants and their count per stage.',
});
export const updateJob = route('updateJob', {
  method: 'PUT',
  path: '/api/update-job',
  access: 'member',
  bodyKind: 'json',
  handler: 'jobs/handlers/update-job',
  body: updateJobBody,
  response: jobResponse,
  uses: { table: 'write' },
  summary: 'Changes one of the employer’s own jobs.',
});
export const deleteJob = route('deleteJob', {
  method: 'DELETE',
  path: '/api/delete-job',
  access: 'member',
  bodyKind: 'none',
  handler: 'jobs/handlers/delete-job',
  query: jobIdQuery,
  response: messageOnly,
  uses: { table: 'write', email: true, reminders: true, parameters: ['siteUrl'] },
  summary: 'Deletes one of the employer’s own jobs with its search entries and applications.',
});
export const updateJobActiveStatus = route('updateJobActiveStatus', {
  method: 'PUT',
  path: '/api/update-job-active-status',
  access: 'member',
  bodyKind: 'json',
  handler: 'jobs/handlers/update-job-active-status',
  body: jobActiveBody,
  response: jobResponse,
  uses: { table: 'write' },
  summary: 'Closes (out of search) or reopens (back in search) one of the employer’s own jobs.',
});
export const getDepartments = route('getDepartments', {
  method: 'GET',
  path: '/api/get-departments',
  access: 'public',
  bodyKind: 'none',
  handler: 'jobs/handlers/get-departments',
  response: departmentsResponse,
  uses: { table: 'read' },
  summary: 'The departments lookup.',
});
export const searchJobs = route('searchJobs', {
  method: 'GET',
  path: '/api/search-jobs',
  access: 'public',
  bodyKind: 'none',
  handler: 'jobs/handlers/search-jobs',
  query: searchJobsQuery,
  response: searchJobsResponse,
  uses: { table: 'read' },
  summary: 'Open jobs by words of the title and filters, newest first, a page at a time.',
});
