// The Privacy card of Settings (docs/product/privacy.md): Download my data saves everything we
// keep about the user as a JSON file; Delete account opens the two-step dialog.
import Spinner from 'react-bootstrap/Spinner';
import type { User } from '#shared/schemas/accounts.js';
import { Button } from '@/components/button';
import { TitledSection } from '@/components/titled-section';
import { notifyFailure } from '@/lib/notify';
import { exportFileName, saveJsonFile, useExportMyData } from '../api/export-my-data';

const WHAT_WE_KEEP = {
  candidate: 'your profile, applications, notifications and job alerts',
  employer: 'your profile and notifications, and your company, its jobs and who applied',
} as const;

const FILES = { candidate: 'your resume and photo', employer: 'your photo' } as const;

export function PrivacySection({ user, onDelete }: { user: User; onDelete: () => void }) {
  const { trigger: exportData, isMutating: isExporting } = useExportMyData();

  const download = async () => {
    try {
      saveJsonFile(await exportData(), exportFileName());
    } catch (error) {
      notifyFailure(error);
    }
  };

  return (
    <TitledSection titleId="privacy-title" title="Privacy" titleClassName="h5 mb-3" className="settings-card">
      <div className="settings-action">
        <div>
          <h3 className="h6 mb-1">Download your data</h3>
          <p id="privacy-export-hint" className="small text-body-secondary mb-0">
            A copy of everything we keep about you: {WHAT_WE_KEEP[user.role]}, as a JSON file. Links to{' '}
            {FILES[user.role]} in the file work for an hour.
          </p>
        </div>
        <Button
          size="sm"
          color="outline"
          disabled={isExporting}
          aria-busy={isExporting || undefined}
          aria-describedby="privacy-export-hint"
          onClick={() => void download()}
        >
          {isExporting ? (
            <>
              <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
              Preparing&hellip;
            </>
          ) : (
            'Download my data'
          )}
        </Button>
      </div>
      <div className="settings-action">
        <div>
          <h3 className="h6 mb-1">Delete your account</h3>
          <p id="privacy-delete-hint" className="small text-body-secondary mb-0">
            Your account and what it holds are removed for good. We ask for your password and a code we email you first.
          </p>
        </div>
        <Button size="sm" color="outline-error" aria-describedby="privacy-delete-hint" onClick={onDelete}>
          Delete account
        </Button>
      </div>
    </TitledSection>
  );
}
