// Interview times as their reader sees them: in the reader's time zone (a candidate's from
// their profile, else the browser's; a member's, the browser's), each time with its end.
import { isTimeZone, timeZoneOptionLabel } from '#shared/remote-fit/time-zones.js';
import type { Interview, InterviewPlace } from '#shared/schemas/interviews.js';
import { useSession } from '@/lib/session';

type Slot = Interview['times'][number];

export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** The zone this reader's times are shown in. */
export function useReaderTimeZone(): string {
  const { user } = useSession();
  const profileZone = user?.role === 'candidate' ? user.timeZone : undefined;
  return profileZone && isTimeZone(profileZone) ? profileZone : browserTimeZone();
}

/** "Europe/Berlin (GMT+01:00)": the zone the times are shown in. */
export const zoneLabel = (zone: string): string => timeZoneOptionLabel(zone, new Date());

const formats = new Map<string, { day: Intl.DateTimeFormat; clock: Intl.DateTimeFormat }>();
function formatsOf(zone: string) {
  let kept = formats.get(zone);
  if (!kept) {
    kept = {
      day: new Intl.DateTimeFormat('en-GB', {
        timeZone: zone,
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        year: 'numeric',
      }),
      clock: new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
    };
    formats.set(zone, kept);
  }
  return kept;
}

/** "Tue 1 Dec 2026, 15:00 to 15:45" in `zone`. */
export function formatSlot(slot: Slot, zone: string): string {
  const { day, clock } = formatsOf(zone);
  const start = new Date(slot.startAt);
  return `${day.format(start)}, ${clock.format(start)} to ${clock.format(new Date(slot.endAt))}`;
}

export const PLACE_LABELS: Record<InterviewPlace['kind'], string> = {
  video: 'Video link',
  phone: 'Phone number',
  address: 'Address',
};

/** A proposed time can no longer be picked once it has begun. */
export const hasBegun = (slot: Slot, now = Date.now()) => new Date(slot.startAt).getTime() <= now;
