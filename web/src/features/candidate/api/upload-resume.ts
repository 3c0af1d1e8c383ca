// PUT /api/upload-resume: multipart field `resume`; answers with the updated user.
import { callApi } from '@/lib/api-client';

export function uploadResume(file: File) {
  const form = new FormData();
  form.append('resume', file, file.name);
  return callApi('uploadResume', { body: form }).then((data) => data.user);
}
