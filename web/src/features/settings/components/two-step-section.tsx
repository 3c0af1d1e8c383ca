// The "Two-step sign-in" card of Settings (docs/product/accounts.md): whether sign-in asks for
// an authenticator app's code after the password, and the button that turns it on or off.
import type { User } from '#shared/schemas/accounts.js';
import { Button } from '@/components/button';
import { TitledSection } from '@/components/titled-section';

export function TwoStepSection({
  user,
  onTurnOn,
  onTurnOff,
}: {
  user: User;
  onTurnOn: () => void;
  onTurnOff: () => void;
}) {
  const on = user.totpEnabled === true;
  return (
    <TitledSection
      titleId="two-step-title"
      title="Two-step sign-in"
      titleClassName="h5 mb-3"
      className="settings-card mt-4"
    >
      <div className="settings-action">
        <div>
          <p className="mb-1">
            <span className={on ? 'badge text-bg-success' : 'badge text-bg-secondary'} data-testid="two-step-status">
              {on ? 'On' : 'Off'}
            </span>
          </p>
          <p className="small text-body-secondary mb-0">
            {on
              ? 'Signing in asks for your password and a code from your authenticator app.'
              : 'Add a code from an authenticator app on your phone to every sign-in, so a stolen password alone cannot open your account.'}
          </p>
        </div>
        {on ? (
          <Button color="outline" onClick={onTurnOff}>
            Turn off
          </Button>
        ) : (
          <Button onClick={onTurnOn}>Turn on</Button>
        )}
      </div>
    </TitledSection>
  );
}
