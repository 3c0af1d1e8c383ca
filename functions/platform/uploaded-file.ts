// A file that came with a request (multipart form data), as the handlers and domain code see it.
export interface UploadedFile {
  fieldName: string;
  fileName: string;
  contentType: string;
  content: Buffer;
}
