// The dialog of a two-step change (email, password, deleting the account): step 1's form
// until the code is sent, then the code step, whose Request again repeats step 1 and whose
// Cancel closes the dialog.
import type { ReactNode } from 'react';
import { CodeStep, type CodeStepProps } from './code-step';
import { EditModal } from './edit-modal';
import type { TwoStep } from './use-two-step';

export function TwoStepModal<Input>({
  title,
  show,
  flow,
  isStarting,
  code,
  children,
}: {
  title: string;
  show: boolean;
  flow: TwoStep<Input>;
  /** Step 1 is being sent (again). */
  isStarting: boolean;
  /** The code step: where the code went, what verifying it does, its button. */
  code: Omit<CodeStepProps, 'onRequestAgain' | 'isResending' | 'onCancel'>;
  /** Step 1. */
  children: ReactNode;
}) {
  const { pending, send, close } = flow;
  return (
    <EditModal title={title} show={show} onClose={close}>
      {pending ? (
        <CodeStep {...code} onRequestAgain={() => send(pending)} isResending={isStarting} onCancel={close} />
      ) : (
        children
      )}
    </EditModal>
  );
}
