// The screens of the two sign-ups, in order: each one's step in the stepper, its heading
// (and the id it is labelled by) and what it asks for. A sign-up screen names its sign-up and
// its step; the card shows the stepper and that heading.
import type { ReactNode } from 'react';
import { AuthCard } from './auth-card';

interface SignupScreen {
  step: string;
  id: string;
  title: string;
  subtitle?: string;
}

const CONFIRM_EMAIL: SignupScreen = {
  step: 'Confirm email',
  id: 'confirm-email',
  title: 'Confirm your email',
  subtitle: 'Enter the 6-character code we sent to your email address. It works for 10 minutes.',
};

const SIGNUPS: Record<'employer' | 'candidate', SignupScreen[]> = {
  employer: [
    {
      step: 'Sign up',
      id: 'employer-signup',
      title: 'Sign up as a company',
      subtitle: 'Create your account to start hiring remote experts.',
    },
    { step: 'Basic information', id: 'company-signup', title: 'Basic information' },
    CONFIRM_EMAIL,
  ],
  candidate: [
    {
      step: 'Sign up',
      id: 'candidate-signup',
      title: 'Sign up as an individual',
      subtitle: 'Create your profile and find remote work.',
    },
    { step: 'Add bio', id: 'add-bio', title: 'Add bio', subtitle: 'Tell employers about yourself.' },
    CONFIRM_EMAIL,
  ],
};

export type Signup = keyof typeof SIGNUPS;

export function SignupCard({ signup, step, children }: { signup: Signup; step: number; children: ReactNode }) {
  const screens = SIGNUPS[signup];
  const { id, title, subtitle } = screens[step] as SignupScreen;
  return (
    <AuthCard
      id={id}
      title={title}
      subtitle={subtitle}
      steps={{ names: screens.map((screen) => screen.step), current: step }}
    >
      {children}
    </AuthCard>
  );
}
