// Neither package ships types; this covers the part the tests use (test/support/structured-data.ts).
declare module '@marbec/web-auto-extractor' {
  export interface ExtractedData {
    jsonld: Record<string, Record<string, unknown>[]>;
    microdata: Record<string, Record<string, unknown>[]>;
    rdfa: Record<string, Record<string, unknown>[]>;
    errors: { format: string; message: string }[];
  }
  export default class WebAutoExtractor {
    constructor(options?: { addLocation?: boolean; embedSource?: string[] });
    parse(html: string): ExtractedData;
  }
}

declare module '@adobe/structured-data-validator' {
  import type { ExtractedData } from '@marbec/web-auto-extractor';
  export interface ValidationIssue {
    rootType?: string;
    issueMessage?: string;
    message?: string;
    severity?: 'ERROR' | 'WARNING';
    fieldNames?: string[];
  }
  export default class Validator {
    validate(data: ExtractedData): Promise<ValidationIssue[]>;
  }
}
