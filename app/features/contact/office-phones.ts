/** Spec §3 stores an office's numbers as one comma-separated string; the page shows one per line. */
export function officePhones(phone: string): string[] {
  return phone
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
}
