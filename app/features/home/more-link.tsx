/** "View all …" link at the top right of a home section. */
export function MoreLink({ to, children }: { to: string; children: string }) {
  return (
    <a href={to} className="group inline-flex min-h-11 items-center gap-2 font-bold text-navy-700 underline-offset-4 hover:underline">
      {children}
      <span aria-hidden="true" className="transition-transform group-hover:translate-x-1">
        →
      </span>
    </a>
  );
}
