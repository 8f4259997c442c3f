/** WhatsApp's link to chat with a number: its digits, country code first ("+234 803 000 4120" → wa.me/2348030004120). */
export function chatUrl(phone: string): string {
  return `https://wa.me/${phone.replace(/\D/g, "")}`;
}
