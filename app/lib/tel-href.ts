/** A phone number as written for people ("+234 803 000 4120") → its link ("tel:+2348030004120"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
