// /dashboard/settings as the router mounts it: the settings feature's screen, composed here with
// the teams feature's team (the delete dialog tells an employer what happens to their company)
// and the auth feature's end of a session (features do not import each other).
import type { ReactNode } from 'react';
import { forgetSession } from '@/features/auth/api/logout';
import type { CompanyTeamState } from '@/features/settings/components/delete-account-modal';
import { SettingsRoute } from '@/features/settings/routes/settings';
import { useTeam } from '@/features/teams/api/get-team';

function CompanyTeam({ children }: { children: (state: CompanyTeamState) => ReactNode }) {
  const { data, error, isLoading, mutate } = useTeam();
  const team = data && {
    companyName: data.company.companyName,
    memberCount: data.members.length,
    isOwner: data.myRole === 'owner',
  };
  return children({ team, isLoading, error, retry: () => void mutate() });
}

export function SettingsWithPrivacyRoute() {
  return <SettingsRoute CompanyTeam={CompanyTeam} forgetSession={forgetSession} />;
}
