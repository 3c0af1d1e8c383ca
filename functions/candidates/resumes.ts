// Resume files in the private bucket: resumes/<userID>/<random>.pdf. Used by candidate
// sign-up (optional resume) and by upload-resume; get-resume signs short-lived links.
import { randomUUID } from 'node:crypto';
import { DeleteObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { RESUME_MAX_BYTES } from '#shared/constants.js';
import { MSG } from '#shared/messages.js';
import { s3 } from '#platform/clients/s3.js';
import { config } from '#platform/config.js';
import { badRequest, payloadTooLarge, unsupportedMediaType } from '#platform/errors.js';
import type { UploadedFile } from '#platform/uploaded-file.js';

const RESUME_PATH = /^resumes\/([0-9a-f-]{36})\/[0-9a-f-]{36}\.pdf$/;

/** True when the content really is a PDF: it starts with the "%PDF-" signature. */
export function looksLikePdf(content: Buffer): boolean {
  return content.subarray(0, 5).toString('latin1') === '%PDF-';
}

/**
 * Checks an uploaded resume whatever its name or declared type says: present, within the
 * size limit, and PDF by its bytes. Throws the 400 / 413 / 415 the caller should answer.
 */
export function checkResumeFile(file: UploadedFile | undefined): asserts file is UploadedFile {
  if (!file || file.content.length === 0) throw badRequest('Please choose a PDF resume to upload.');
  if (file.content.length > RESUME_MAX_BYTES) throw payloadTooLarge(`File is larger than ${RESUME_MAX_BYTES} bytes`);
  if (!looksLikePdf(file.content)) throw unsupportedMediaType(MSG.pdfOnly);
}

/** Stores the resume under a new key and returns its path (the old one is not touched). */
export async function storeResume(userID: string, content: Buffer): Promise<string> {
  const resumePath = `resumes/${userID}/${randomUUID()}.pdf`;
  await s3().send(
    new PutObjectCommand({
      Bucket: config.filesBucket,
      Key: resumePath,
      Body: content,
      ContentType: 'application/pdf',
      ContentDisposition: 'inline; filename="resume.pdf"',
    }),
  );
  return resumePath;
}

export async function deleteResume(resumePath: string): Promise<void> {
  await s3().send(new DeleteObjectCommand({ Bucket: config.filesBucket, Key: resumePath }));
}

/** The owner's userID of a well-formed resume path, or null for any other path. */
export function resumeOwner(resumePath: string): string | null {
  return RESUME_PATH.exec(resumePath)?.[1] ?? null;
}
