// What every screen of a suspended company's members says first (docs/product/trust-and-safety.md):
// that the company is suspended and why (the operator's note), what they can still do, and how
// to appeal. The server refuses the rest (MSG.companySuspended); this says it before they try.
import { SlashCircle } from 'react-bootstrap-icons';
import { useSession } from '@/lib/session';

/** The note as the middle of a sentence: its own closing full stop left to the sentence. */
const withoutFinalStop = (note: string) => note.trim().replace(/[.!?…\s]+$/, '');

/** `wrapperClassName`: a box to put it in (the full-page forms' container), only when it shows. */
export function SuspensionBanner({ wrapperClassName }: { wrapperClassName?: string }) {
  const { user } = useSession();
  const suspension = user?.role === 'employer' ? user.company?.suspension : undefined;
  if (!suspension) return null;
  const banner = (
    <div className="suspension-banner" role="status">
      <SlashCircle aria-hidden="true" className="suspension-banner-icon" />
      <p className="mb-0">
        <strong>Your company is suspended:</strong> {withoutFinalStop(suspension.note)}. You can sign in and read, but
        you cannot post, edit, message or move applications. To appeal, reply to the email we sent you.
      </p>
    </div>
  );
  return wrapperClassName ? <div className={wrapperClassName}>{banner}</div> : banner;
}
