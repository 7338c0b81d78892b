import type { ReactNode } from 'react';

/** A section named by its heading (`id` ties them), so it is a landmark with that name. */
export function TitledSection({
  id,
  title,
  children,
}: {
  id: string;
  title: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
