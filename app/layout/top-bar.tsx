import { quoteLink } from "~/content/navigation";
import { cn } from "~/lib/cn";
import { Container } from "~/ui/container";
import { contactLinks } from "./contact-links";
import { LanguageSwitch } from "./language-switch";

const linkClass = "flex min-h-6 items-center gap-1.5 hover:text-white";

/** Which contact links show from which width: the first number from 360 px (as its icon alone below 448 px), the second from 640 px, the e-mail from 768 px. */
function shownFrom(index: number): string {
  if (index === 0) return "hidden min-[22.5rem]:block";
  return index === contactLinks.length - 1 ? "hidden md:block" : "hidden sm:block";
}

/**
 * The thin bar above the header: the language label and switch ("English · Français"), two phone numbers, the info e-mail and
 * Request a Quote. Nothing in it wraps. The language label shows at every width, 320 px included; on narrow
 * phones the first number shrinks to its icon (its number still its name) below 448 px, where the
 * longest Request a Quote (the French) leaves no room, and waits for 360 px beside the language
 * label's two names; the rest wait for wider screens; the mobile menu carries every number and the
 * e-mail (contact-links.tsx).
 */
export function TopBar() {
  return (
    <div className="bg-navy-950 text-xs text-navy-100">
      <Container className="flex min-h-9 items-center justify-between gap-4">
        <ul className="flex items-center gap-x-3 whitespace-nowrap sm:gap-x-5">
          <li>
            <LanguageSwitch className="flex min-h-6 items-center" />
          </li>
          {contactLinks.map(({ href, text, Icon }, index) => (
            <li key={href} className={shownFrom(index)}>
              <a href={href} className={cn(linkClass, index === 0 && "min-w-6 justify-center")}>
                <Icon aria-hidden="true" className="size-3.5 text-amber-400" />
                <span className={index === 0 ? "sr-only min-[28rem]:not-sr-only" : undefined}>{text}</span>
              </a>
            </li>
          ))}
        </ul>
        <a
          href={quoteLink.href}
          className="flex min-h-6 items-center rounded-full bg-amber-500 px-3 font-bold whitespace-nowrap text-navy-950 hover:bg-amber-400"
        >
          {quoteLink.name}
        </a>
      </Container>
    </div>
  );
}
