// A toggle that changes something on the server (save a job, follow a company): pressed while
// it is on. It shows the state asked for at once, until the lists that show it have answered
// again; a call that fails shows the server's message and the state as it was.
import { useState, type ReactNode } from 'react';
import { notifyFailure, notifySuccess } from '@/lib/notify';
import { Button, type ButtonProps } from './button';

export interface ToggleButtonProps extends Pick<ButtonProps, 'size' | 'className'> {
  /** The state as the server last said. */
  on: boolean;
  /** The accessible name, the same in both states (aria-pressed tells which). */
  label: string;
  /** Asks the server for the new state; answers the message to show. */
  change: (on: boolean) => Promise<{ msg: string }>;
  /** What it shows off and on: an icon and a word each. */
  off: { icon: ReactNode; text: string };
  onState: { icon: ReactNode; text: string };
  /** The button's color off and on. */
  colors?: { off: ButtonProps['color']; on: ButtonProps['color'] };
}

export function ToggleButton({ on, label, change, off, onState, colors, size, className }: ToggleButtonProps) {
  // The state asked for while the call and the new answers are on their way.
  const [asked, setAsked] = useState<boolean>();
  const pressed = asked ?? on;
  const shown = pressed ? onState : off;

  const toggle = async () => {
    setAsked(!pressed);
    try {
      notifySuccess((await change(!pressed)).msg);
    } catch (error) {
      notifyFailure(error);
    } finally {
      setAsked(undefined);
    }
  };

  return (
    <Button
      size={size}
      color={colors ? colors[pressed ? 'on' : 'off'] : 'outline'}
      className={className}
      aria-pressed={pressed}
      aria-label={label}
      disabled={asked !== undefined}
      onClick={() => void toggle()}
    >
      {shown.icon}
      {shown.text}
    </Button>
  );
}
