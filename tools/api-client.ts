// A small HTTP client for integration tests and the smoke test (scripts/smoke.ts): calls the
// API like a browser does, keeping cookies between calls, locally or on a deployed stage.

export interface ApiAnswer<T = Record<string, unknown>> {
  status: number;
  body: { statusCode: number; data: T & { msg?: string; fieldErrors?: Record<string, string> } };
  headers: Headers;
}

export class ApiClient {
  readonly cookies = new Map<string, string>();

  /** `headers`: sent with every call (the smoke test's browser-like Sec-Fetch-Site). */
  constructor(
    readonly stack: { appUrl: string },
    readonly headers: Record<string, string> = {},
  ) {}

  setCookie(name: string, value: string) {
    this.cookies.set(name, value);
  }

  async call<T = Record<string, unknown>>(
    method: string,
    path: string,
    options: {
      query?: Record<string, string>;
      json?: unknown;
      body?: RequestInit['body'];
      headers?: Record<string, string>;
    } = {},
  ): Promise<ApiAnswer<T>> {
    const url = new URL(path, this.stack.appUrl);
    for (const [name, value] of Object.entries(options.query ?? {})) url.searchParams.set(name, value);
    const headers: Record<string, string> = { ...this.headers, ...options.headers };
    if (this.cookies.size > 0)
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('; ');
    let body = options.body;
    if (options.json !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = JSON.stringify(options.json);
    }
    const response = await fetch(url, { method, headers, body });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair!.indexOf('=');
      const name = pair!.slice(0, index);
      const value = decodeURIComponent(pair!.slice(index + 1));
      if (/Max-Age=0/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    let parsed: ApiAnswer<T>['body'];
    try {
      parsed = JSON.parse(text) as ApiAnswer<T>['body'];
    } catch {
      throw new Error(
        `${method} ${path} answered ${response.status} with a body that is not JSON: ${text.slice(0, 200)}`,
      );
    }
    return { status: response.status, body: parsed, headers: response.headers };
  }
}
