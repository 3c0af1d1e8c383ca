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

export function Avatar({
  person,
  size = 40,
  className,
}: {
  person: AvatarPerson | null | undefined;
  size?: number;
  className?: string;
}) {
  const style = { width: size, height: size, fontSize: Math.round(size * 0.4) };
  const classes = ['avatar', className ?? ''].filter(Boolean).join(' ');
  // Decorative: the person's name is always given in text next to it or in the control's label.
  if (person?.photoUrl) return <img className={`${classes} avatar-photo`} style={style} src={person.photoUrl} alt="" />;
  return (
    <span className={`${classes} avatar-initials`} style={style} aria-hidden="true">
      {initialsOf(person)}
    </span>
  );
}
