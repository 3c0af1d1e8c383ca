// Following a company (docs/product/companies.md, Following): a toggle, pressed while the
// candidate follows it (past 200 companies, the server's message shows and it stays as it was).
import { PersonCheckFill, PersonPlus } from 'react-bootstrap-icons';
import { useSetCompanyFollowed } from '@/lib/company-follows';
import type { ButtonProps } from './button';
import { ToggleButton } from './toggle-button';

interface FollowCompanyButtonProps extends Pick<ButtonProps, 'size' | 'className'> {
  companyID: string;
  companyName: string;
  following: boolean;
}

export function FollowCompanyButton({ companyID, companyName, following, size, className }: FollowCompanyButtonProps) {
  const setCompanyFollowed = useSetCompanyFollowed();
  return (
    <ToggleButton
      on={following}
      label={`Follow ${companyName}`}
      change={(follow) => setCompanyFollowed(companyID, follow)}
      off={{ icon: <PersonPlus aria-hidden="true" className="me-1" />, text: 'Follow' }}
      onState={{ icon: <PersonCheckFill aria-hidden="true" className="me-1" />, text: 'Following' }}
      colors={{ off: 'primary', on: 'outline' }}
      size={size}
      className={className}
    />
  );
}
