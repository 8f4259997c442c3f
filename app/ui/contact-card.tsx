import { Mail, Phone } from "lucide-react";
import { cn } from "~/lib/cn";
import { telHref } from "~/lib/tel-href";
import { ButtonLink } from "./button-link";
import { cardClass } from "./card";

type ContactCardProps = {
  /** The heading's id, which names the card. */
  id: string;
  title: string;
  text: string;
  phones: readonly string[];
  email: string;
  /** A button under the contact lines, across the card. */
  action?: { href: string; label: string };
  /** For a narrow side column: smaller type, and lifted off the page. */
  compact?: boolean;
  className?: string;
};

/**
 * A dark card with a heading, a sentence and the phone numbers and e-mail address as links: beside
 * the enquiry forms, on their result pages and in the service pages' side column.
 */
export function ContactCard({ id, title, text, phones, email, action, compact = false, className }: ContactCardProps) {
  const line = cn(
    "inline-flex min-h-6 items-center",
    compact ? "gap-2 font-semibold hover:text-amber-400" : "gap-3 font-bold hover:text-amber-300",
  );
  const icon = cn("shrink-0 text-amber-400", compact ? "size-4" : "size-5");
  return (
    <aside aria-labelledby={id} className={cardClass(compact ? "raised" : "dark", cn("p-6", !compact && "sm:p-8", className))}>
      <h2 id={id} className={cn("font-extrabold", compact ? "text-lg" : "text-xl")}>
        {title}
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-navy-100">{text}</p>
      <ul className={cn("mt-5 space-y-3", compact && "text-sm")}>
        {phones.map((phone) => (
          <li key={phone}>
            <a href={telHref(phone)} className={line}>
              <Phone aria-hidden="true" className={icon} />
              {phone}
            </a>
          </li>
        ))}
        <li>
          <a href={`mailto:${email}`} className={cn(line, "break-all")}>
            <Mail aria-hidden="true" className={icon} />
            {email}
          </a>
        </li>
      </ul>
      {action && (
        <ButtonLink to={action.href} className="mt-6 w-full">
          {action.label}
        </ButtonLink>
      )}
    </aside>
  );
}
