// GET /api/export-my-data: everything stored about the caller as one JSON document
// (docs/product/privacy.md), saved by the browser as a file. The server limits how often.
import useSWRMutation from 'swr/mutation';
import { callApi } from '@/lib/api-client';

export async function exportMyData() {
  return callApi('exportMyData');
}

export function useExportMyData() {
  return useSWRMutation('exportMyData', () => exportMyData());
}

/** The file's name, dated by the person's own calendar: remote-hiring-data-2026-03-14.json. */
export function exportFileName(now = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `remote-hiring-data-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.json`;
}

/** Saves `data` as a JSON file through a temporary download link. */
export function saveJsonFile(data: unknown, fileName: string): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the link's file after click() returns: let go of it a little later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
