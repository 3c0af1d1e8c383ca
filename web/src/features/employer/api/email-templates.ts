// GET /api/get-email-templates and PUT /api/update-email-templates: the company's status email
// templates, read by the company bio and the rejection dialog under one SWR key.
import useSWR, { useSWRConfig } from 'swr';
import type { EmailTemplates } from '#shared/email-templates.js';
import { callApi, type ApiError } from '@/lib/api-client';

const KEY = 'getEmailTemplates';

/** The company's templates (the defaults until a member saves them); `null` key: not read yet. */
export const useEmailTemplates = (read = true) =>
  useSWR<EmailTemplates, ApiError>(read ? KEY : null, () =>
    callApi('getEmailTemplates').then((data) => data.templates),
  );

/** Saves the three templates, and shows the saved ones wherever they are read. */
export function useSaveEmailTemplates() {
  const { mutate } = useSWRConfig();
  return async (templates: EmailTemplates) => {
    const saved = await callApi('updateEmailTemplates', { body: templates }).then((data) => data.templates);
    await mutate(KEY, saved, { revalidate: false });
    return saved;
  };
}
