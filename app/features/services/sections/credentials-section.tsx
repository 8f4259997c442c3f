import type { SectionOf } from "~/content/schemas/service-page";
import { SectionFrame } from "./section-frame";
import { itemNoteClass } from "~/ui/text-styles";

/** Standards and certifications: the short code as a badge, what it stands for beside it. */
export function CredentialsSection({ section }: { section: SectionOf<"credentials"> }) {
  return (
    <SectionFrame {...section}>
      <ul className="grid gap-4 sm:grid-cols-2">
        {section.credentials.map((credential) => (
          <li key={credential.code} className="flex gap-4 rounded-card bg-steel-50 p-5 ring-1 ring-steel-100">
            <span className="flex h-14 min-w-20 shrink-0 items-center justify-center rounded-xl bg-white px-3 text-sm font-extrabold tracking-wider text-navy-800 shadow-card ring-2 ring-amber-500">
              {credential.code}
            </span>
            <div>
              <h3 className="font-bold text-navy-900">{credential.name}</h3>
              <p className={itemNoteClass}>{credential.description}</p>
            </div>
          </li>
        ))}
      </ul>
    </SectionFrame>
  );
}
