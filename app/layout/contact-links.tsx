import { Mail, Phone, type LucideIcon } from "lucide-react";
import { company } from "~/content/company";
import { telHref } from "~/lib/tel-href";

type ContactLink = { href: string; text: string; Icon: LucideIcon };

/**
 * The company's phone numbers and info e-mail as links: the top bar shows as many as fit, the
 * mobile menu carries them all, so a phone reaches every one (issue 40).
 */
export const contactLinks: ContactLink[] = [
  ...company.phones.map((phone) => ({ href: telHref(phone), text: phone, Icon: Phone })),
  { href: `mailto:${company.emails.info}`, text: company.emails.info, Icon: Mail },
];
