// The product's button (docs/product/ui.md): sizes lg, md, sm, xs and colours primary, error,
// secondary, outline (plus outline-error for a lasting change, success and link). With `loading` the label is hidden (it stays the
// accessible name), a spinner shows, and the button is busy and disabled. A submit button of
// a prerendered page waits for the app: before it, the browser would submit the form itself
// (a GET with every field, the password too, in the address); `submitsWithoutApp` marks the
// one of a form made to be submitted so (a search, a GET to its page's address).
import BootstrapButton, { type ButtonProps as BootstrapButtonProps } from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { useHydrated } from '@/lib/hydrated';

export type ButtonSize = 'lg' | 'md' | 'sm' | 'xs';
export type ButtonColor = 'primary' | 'error' | 'secondary' | 'outline' | 'outline-error' | 'success' | 'link';

const BOOTSTRAP_VARIANT: Record<ButtonColor, string> = {
  primary: 'primary',
  error: 'danger',
  secondary: 'secondary',
  outline: 'outline-primary',
  'outline-error': 'outline-danger',
  success: 'success',
  link: 'link',
};

/**
 * The class names of a button of this colour and size, for links and other elements that
 * look like buttons: `<Link className={buttonClass('primary', 'lg')} to=...>`.
 */
export function buttonClass(color: ButtonColor = 'primary', size: ButtonSize = 'md', extra?: string): string {
  return ['btn', `btn-${BOOTSTRAP_VARIANT[color]}`, size === 'md' ? '' : `btn-${size}`, extra ?? '']
    .filter(Boolean)
    .join(' ');
}

export interface ButtonProps extends Omit<BootstrapButtonProps, 'variant' | 'size'> {
  /** Colour: primary (default), error, secondary, outline, outline-error, success, link. */
  color?: ButtonColor;
  /** Size: lg, md (default), sm, xs. */
  size?: ButtonSize;
  /** Shows a spinner instead of the label, and disables the button meanwhile. */
  loading?: boolean;
  /** Stretches the button to the width of its container. */
  block?: boolean;
  /** A submit button whose form works before the app has taken over the page (a search's GET). */
  submitsWithoutApp?: boolean;
}

export function Button({
  color = 'primary',
  size = 'md',
  loading = false,
  block = false,
  disabled,
  className,
  children,
  type = 'button',
  submitsWithoutApp = false,
  ...rest
}: ButtonProps) {
  const hydrated = useHydrated();
  const classes = [
    'app-btn',
    size === 'xs' ? 'btn-xs' : '',
    block ? 'w-100' : '',
    loading ? 'is-loading' : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <BootstrapButton
      {...rest}
      type={type}
      variant={BOOTSTRAP_VARIANT[color]}
      size={size === 'lg' || size === 'sm' ? size : undefined}
      className={classes}
      disabled={disabled || loading || (type === 'submit' && !submitsWithoutApp && !hydrated)}
      aria-busy={loading || undefined}
    >
      <span className="app-btn-label">{children}</span>
      {loading ? (
        <span className="app-btn-spinner" data-testid="button-spinner">
          <Spinner animation="border" size="sm" aria-hidden="true" />
        </span>
      ) : null}
    </BootstrapButton>
  );
}
