// A person's avatar: their photo when they have one, else their initials on the primary colour.
interface AvatarPerson {
  firstName?: string;
  lastName?: string;
  photoUrl?: string;
}

/** "AL" for Ada Lovelace; "?" when there is no name at all. */
export function initialsOf(person: AvatarPerson | null | undefined): string {
  const initials = [person?.firstName, person?.lastName]
    .map((part) => part?.trim().charAt(0) ?? '')
    .join('')
    .toUpperCase();
  return initials || '?';
}

/**
 * The sizes in pixels, each a class of components.css: a style attribute would be refused by
 * the Content-Security-Policy (style-src without 'unsafe-inline') in prerendered HTML.
 */
type AvatarSize = 36 | 40 | 48 | 80 | 96;

export function Avatar({
  person,
  size = 40,
  className,
}: {
  person: AvatarPerson | null | undefined;
  size?: AvatarSize;
  className?: string;
}) {
  const classes = ['avatar', `avatar-${size}`, className ?? ''].filter(Boolean).join(' ');
  // Decorative: the person's name is always given in text next to it or in the control's label.
  if (person?.photoUrl) return <img className={`${classes} avatar-photo`} src={person.photoUrl} alt="" />;
  return (
    <span className={`${classes} avatar-initials`} aria-hidden="true">
      {initialsOf(person)}
    </span>
  );
}
