import { useEffect, useRef, useState, type MouseEvent } from 'react';
import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
import { Link, NavLink, useLocation } from 'react-router';
import { Logo } from '@/components/logo';
import { paths } from '@/lib/paths';
import { useSession } from '@/lib/session';
import { publicNavTargets } from '../nav-targets';

const COLLAPSE_ID = 'public-nav-links';

/**
 * Fixed top navigation of the public pages. Under 992px (Bootstrap lg) the links fold into a
 * toggle menu that closes on a link click, an outside click, Escape, or any path change.
 */
export function TopNav() {
  const { user } = useSession();
  const { main, account } = publicNavTargets(user);
  const [expanded, setExpanded] = useState(false);
  const navRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();

  useEffect(() => setExpanded(false), [pathname]);

  useEffect(() => {
    if (!expanded) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (navRef.current && event.target instanceof Node && !navRef.current.contains(event.target)) setExpanded(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setExpanded(false);
      navRef.current?.querySelector<HTMLButtonElement>('.navbar-toggler')?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [expanded]);

  const closeOnLinkClick = (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest('a')) setExpanded(false);
  };

  return (
    <header className="site-header sticky-top">
      <Navbar
        ref={navRef}
        expand="lg"
        expanded={expanded}
        onToggle={setExpanded}
        className="site-navbar bg-body"
        aria-label="Main"
      >
        <Container>
          <Navbar.Brand as={Link} to={paths.home}>
            <Logo />
          </Navbar.Brand>
          <Navbar.Toggle aria-controls={COLLAPSE_ID} aria-expanded={expanded} label="Menu" />
          <Navbar.Collapse id={COLLAPSE_ID} onClick={closeOnLinkClick}>
            <Nav as="ul" className="mx-auto gap-lg-2">
              {main.map((target) => (
                <Nav.Item as="li" key={target.label}>
                  <Nav.Link as={NavLink} to={target.to} end>
                    {target.label}
                  </Nav.Link>
                </Nav.Item>
              ))}
            </Nav>
            <Nav as="ul" className="align-items-lg-center gap-2">
              {account.map((target) => (
                <Nav.Item as="li" key={target.label}>
                  {target.emphasis ? (
                    <Link className="btn btn-primary" to={target.to}>
                      {target.label}
                    </Link>
                  ) : (
                    <Nav.Link as={NavLink} to={target.to} end>
                      {target.label}
                    </Nav.Link>
                  )}
                </Nav.Item>
              ))}
            </Nav>
          </Navbar.Collapse>
        </Container>
      </Navbar>
    </header>
  );
}
