import { useId, type ReactNode } from 'react';

export interface LabelledSectionProps {
  title: string;
  /** The heading's level inside its dialog. */
  heading?: 'h3' | 'h4';
  className?: string;
  children: ReactNode;
}

/** A profile section named by its heading, so it is a region a reader (and a test) finds by name. */
export function LabelledSection({ title, heading: Heading = 'h3', className, children }: LabelledSectionProps) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={className}>
      <Heading id={id}>{title}</Heading>
      {children}
    </section>
  );
}
