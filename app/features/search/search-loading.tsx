/** Placeholder cards while the index loads (a fraction of a second on a normal connection). */
export function SearchLoading() {
  return (
    <div aria-hidden="true" className="mt-10 space-y-4">
      {[0, 1, 2].map((n) => (
        <div key={n} className="h-28 animate-pulse rounded-card bg-steel-100 motion-reduce:animate-none" />
      ))}
    </div>
  );
}
