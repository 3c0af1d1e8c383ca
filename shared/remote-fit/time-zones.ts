// Time zones by the names people know, and the overlap of two working days.

/** Whether `name` is an IANA time-zone name this runtime knows ("Asia/Kolkata"). */
export function isTimeZone(name: string): boolean {
  if (!name.includes('/') && name !== 'UTC') return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}
