// PUT /api/update-company-news-emails: "Email me new jobs at companies I follow" on or off.
import { callApi } from '@/lib/api-client';

export function updateCompanyNewsEmails(emailOnCompanyNews: boolean) {
  return callApi('updateCompanyNewsEmails', { body: { emailOnCompanyNews } });
}
