/**
 * One of a fixed set of choices kept in a query parameter, so a view can be shared by its URL
 * (`?category=refining`, `?office=portharcourt`). Unknown or missing values read as `fallback`;
 * choosing the fallback removes the parameter. Changes replace the history entry: filtering is
 * not navigation, and the scroll position stays.
 */
export function readChoice(name: string, choices: readonly string[], fallback: string): string {
  const value = new URLSearchParams(location.search).get(name);
  return value !== null && choices.includes(value) ? value : fallback;
}

export function writeChoice(name: string, value: string, fallback: string): void {
  const url = new URL(location.href);
  if (value === fallback) url.searchParams.delete(name);
  else url.searchParams.set(name, value);
  history.replaceState(history.state, "", url);
}
