import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '@/components/logo';
import { APP_NAME } from '@/config';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';

interface FooterLink {
  label: string;
  to: string;
}

interface FooterColumn {
  heading: string;
  links: FooterLink[];
}

const search = (path: string, params: Record<string, string>) => `${path}?${new URLSearchParams(params).toString()}`;

/**
 * The footer's link columns. The product names the links; their targets (docs/product/decisions.md): each goes to the
 * search or page that answers it. Hire Experts searches sourcing for a signed-in employer and
 * offers everyone else the requirement form (visitors cannot search candidates).
 */
export function footerColumns(role: string | undefined): FooterColumn[] {
  const hire = (jobTitle: string) =>
    role === 'employer' ? search(paths.browseTalent, { jobTitle }) : paths.shareRequirement;
  return [
    {
      heading: 'Hire Experts',
      links: [
        { label: 'Data Entry Experts', to: hire('data entry') },
        { label: 'Virtual Assistants', to: hire('virtual assistant') },
        { label: 'Help Desk Experts', to: hire('help desk') },
        { label: 'Content Writers', to: hire('content writer') },
      ],
    },
    {
      heading: 'Find Work',
      links: [
        { label: 'Find Virtual Assistant Jobs', to: search(paths.findWork, { jobTitle: 'virtual assistant' }) },
        { label: 'Find Developer Jobs', to: search(paths.findWork, { jobTitle: 'developer' }) },
        { label: 'Find Help Desk Jobs', to: search(paths.findWork, { jobTitle: 'help desk' }) },
        { label: 'Find Marketing Jobs', to: search(paths.findWork, { department: 'Marketing' }) },
      ],
    },
    {
      heading: 'Support',
      links: [
        { label: 'Help', to: paths.help },
        { label: 'Customer Support', to: `${paths.help}#customer-support` },
        { label: 'Terms and Conditions', to: `${paths.help}#terms` },
      ],
    },
  ];
}

const SOCIAL: { name: string; href: string; icon: ReactNode }[] = [
  {
    name: 'Facebook',
    href: 'https://www.facebook.com/',
    icon: (
      <path d="M13.5 21v-7.5H16l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4c-.3 0-1.2-.1-2.2-.1-2.2 0-3.8 1.4-3.8 3.9v2.3H8v3h2.5V21h3Z" />
    ),
  },
  {
    name: 'Instagram',
    href: 'https://www.instagram.com/',
    icon: (
      <path d="M12 7.2A4.8 4.8 0 1 0 12 16.8 4.8 4.8 0 0 0 12 7.2Zm0 7.9a3.1 3.1 0 1 1 0-6.2 3.1 3.1 0 0 1 0 6.2ZM17.1 5.8a1.1 1.1 0 1 0 0 2.2 1.1 1.1 0 0 0 0-2.2ZM16.5 3h-9A4.5 4.5 0 0 0 3 7.5v9A4.5 4.5 0 0 0 7.5 21h9a4.5 4.5 0 0 0 4.5-4.5v-9A4.5 4.5 0 0 0 16.5 3Zm2.8 13.5a2.8 2.8 0 0 1-2.8 2.8h-9a2.8 2.8 0 0 1-2.8-2.8v-9a2.8 2.8 0 0 1 2.8-2.8h9a2.8 2.8 0 0 1 2.8 2.8v9Z" />
    ),
  },
  {
    name: 'LinkedIn',
    href: 'https://www.linkedin.com/',
    icon: (
      <path d="M6.9 8.7H3.6V20h3.3V8.7ZM5.3 3.6a1.9 1.9 0 1 0 0 3.8 1.9 1.9 0 0 0 0-3.8ZM20.4 13.6c0-3-.7-5.2-4.2-5.2-1.7 0-2.8.9-3.3 1.8V8.7H9.8V20h3.3v-5.6c0-1.5.3-2.9 2.1-2.9s1.9 1.7 1.9 3V20h3.3v-6.4Z" />
    ),
  },
  {
    name: 'X',
    href: 'https://x.com/',
    icon: (
      <path d="M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.2-8.3L1.8 3h6.4l4.4 5.8L17.8 3Zm-1.1 16.2h1.7L7.3 4.7H5.5l11.2 14.5Z" />
    ),
  },
];

/** Footer of the public pages: about blurb with logo, three link columns, copyright and social links. */
export function SiteFooter() {
  const { user } = useSession();
  const year = new Date().getFullYear();

  return (
    <footer className="site-footer">
      <div className="container py-5">
        <div className="row gy-4">
          <div className="col-12 col-lg-5 col-xl-6">
            <Link to={paths.home} className="d-inline-block mb-3 footer-brand">
              <Logo inverted />
            </Link>
            <p className="mb-0 footer-blurb">
              The number one global platform for remote workers. Hire screened remote experts from the top 2%, on a
              trial basis and with no agency fees.
            </p>
          </div>
          {footerColumns(user?.role).map((column) => (
            <nav key={column.heading} className="col-6 col-md-4 col-lg-2" aria-label={column.heading}>
              <h2 className="footer-heading">{column.heading}</h2>
              <ul className="list-unstyled mb-0">
                {column.links.map((link) => (
                  <li key={link.label}>
                    <Link to={link.to}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className="footer-bottom d-flex flex-column flex-md-row gap-3 justify-content-between align-items-md-center mt-5 pt-4">
          <p className="mb-0">
            &copy; {year} {APP_NAME}. All rights reserved.
          </p>
          <ul className="list-unstyled d-flex gap-3 mb-0" aria-label="Social media">
            {SOCIAL.map((item) => (
              <li key={item.name}>
                <a className="footer-social" href={item.href} target="_blank" rel="noopener noreferrer">
                  <svg
                    width="22"
                    height="22"
                    viewBox="0 0 24 24"
                    fill="currentColor"
                    aria-hidden="true"
                    focusable="false"
                  >
                    {item.icon}
                  </svg>
                  <span className="visually-hidden">{item.name} (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
