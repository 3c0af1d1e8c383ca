// /upload-resume: one PDF by drag and drop or click (react-dropzone), at most RESUME_MAX_BYTES.
// Refusals show the product's file-drop messages (docs/product/candidates.md), with sizes in bytes. The
// server checks the file again (size, and PDF by its bytes).
import { useState } from 'react';
import { ErrorCode, useDropzone, type FileRejection } from 'react-dropzone';
import { CloudArrowUp } from 'react-bootstrap-icons';
import { RESUME_MAX_BYTES } from '#shared/constants.js';
import { Button } from '@/components/button';
import { pageTitle } from '@/config';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { useSaveAndReturn } from '@/lib/use-save-and-return';
import { uploadResume } from '../api/upload-resume';
import '../components/candidate.css';

export const RESUME_UPLOADED = 'Resume uploaded successfully';
const ACCEPTED_TYPES = '.pdf';
const MIN_BYTES = 1;

/** The product's message for a refusal of the drop box. */
export function dropMessage(code: string, fallback: string): string {
  switch (code) {
    case ErrorCode.FileInvalidType:
      return `File type must be ${ACCEPTED_TYPES}`;
    case ErrorCode.FileTooLarge:
      return `File is larger than ${RESUME_MAX_BYTES} bytes`;
    case ErrorCode.FileTooSmall:
      return `File is smaller than ${MIN_BYTES} bytes`;
    case ErrorCode.TooManyFiles:
      return 'Too many files';
    default:
      return fallback;
  }
}

export function UploadResumeRoute() {
  const { mutate } = useSession();
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const { run, done } = useSaveAndReturn(paths.candidateBio);

  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    accept: { 'application/pdf': ['.pdf'] },
    maxSize: RESUME_MAX_BYTES,
    minSize: MIN_BYTES,
    maxFiles: 1,
    multiple: false,
    disabled: uploading || done,
    // The button inside opens the dialog: the box itself is not a second control.
    noClick: true,
    noKeyboard: true,
    onDrop: (accepted: File[], rejected: FileRejection[]) => {
      setFile(accepted[0] ?? null);
      // One message per kind of problem ("Too many files" once, not once per file).
      setProblems([
        ...new Set(
          rejected.flatMap((rejection) => rejection.errors.map((error) => dropMessage(error.code, error.message))),
        ),
      ]);
    },
  });

  const reset = () => {
    setFile(null);
    setProblems([]);
  };

  const upload = async () => {
    if (!file) return;
    setUploading(true);
    await run(
      async () => {
        const user = await uploadResume(file);
        await mutate(user, { revalidate: false });
      },
      RESUME_UPLOADED,
      'We could not upload your resume. Please try again.',
    );
    setUploading(false);
  };

  return (
    <div className="full-page-form">
      <title>{pageTitle('Upload resume')}</title>
      <h1 className="h2 mb-1">Upload resume</h1>
      <p className="text-body-secondary mb-4">
        Employers can view your resume from your profile. A new upload replaces the old one.
      </p>
      {/* The drop area takes dragged files; its button (the whole box) opens the file dialog. */}
      <div
        {...getRootProps({
          className: `resume-drop${isDragActive ? ' is-active' : ''}`,
          role: 'group',
          'aria-label': 'Resume upload',
        })}
      >
        <input {...getInputProps({ 'aria-label': 'Resume file (PDF)' })} />
        <button
          type="button"
          className="resume-drop-button"
          onClick={open}
          disabled={uploading || done}
          aria-describedby="resume-hint"
        >
          <CloudArrowUp aria-hidden="true" size={36} className="mb-2 text-primary" />
          <span className="d-block fw-medium mb-1">Drag your resume here or click to upload</span>
          <span className="d-block text-body-secondary small" id="resume-hint">
            Maximum file size of 2 MB
          </span>
        </button>
      </div>
      {problems.length > 0 ? (
        <ul className="text-danger small mt-2 mb-0 ps-3" role="alert">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mt-3" aria-live="polite">
        <p className="mb-0" data-testid="resume-file">
          {file ? `${file.name} (${file.size} bytes)` : 'No file added'}
        </p>
        <Button
          color="secondary"
          size="sm"
          onClick={reset}
          disabled={(!file && problems.length === 0) || uploading || done}
        >
          Reset
        </Button>
      </div>
      <Button className="mt-4" onClick={() => void upload()} loading={uploading} disabled={!file || done}>
        Upload resume
      </Button>
    </div>
  );
}
