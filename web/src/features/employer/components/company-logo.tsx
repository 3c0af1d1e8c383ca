// The company's logo at most 96 px (its size is a class: the app's pages take no style
// attributes), or a building on grey when it has none.
import { Building } from 'react-bootstrap-icons';

export function CompanyLogo({ url }: { url: string | undefined }) {
  if (url) return <img className="company-logo" src={url} alt="Company logo" />;
  return (
    <span className="company-logo company-logo-placeholder" role="img" aria-label="No logo yet">
      <Building aria-hidden="true" />
    </span>
  );
}
