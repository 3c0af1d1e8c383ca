// The sign-up stepper: Sign up, then the second step (Basic information or Add bio), then
// Confirm email. Done steps show a check; the current one is marked for screen readers.
import { CheckLg } from 'react-bootstrap-icons';

export function Stepper({ steps, current }: { steps: string[]; current: number }) {
  return (
    <ol className="signup-stepper" aria-label="Sign-up steps">
      {steps.map((step, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'todo';
        return (
          <li
            key={step}
            className={`signup-step signup-step-${state}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className="signup-step-marker" aria-hidden="true">
              {state === 'done' ? <CheckLg /> : index + 1}
            </span>
            <span className="signup-step-label">
              {step}
              {state === 'done' ? <span className="visually-hidden"> (done)</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
