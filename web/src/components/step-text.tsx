// The words of a numbered step ("How it works"): its title, which screen readers hear as
// "Step 2: …" since the number beside it is drawn for the eye only, and its sentence.
export function StepText({
  number,
  title,
  text,
  titleClassName,
}: {
  number: number;
  title: string;
  text: string;
  titleClassName: string;
}) {
  return (
    <>
      <h3 className={titleClassName}>
        <span className="visually-hidden">Step {number}: </span>
        {title}
      </h3>
      <p className="mb-0">{text}</p>
    </>
  );
}
