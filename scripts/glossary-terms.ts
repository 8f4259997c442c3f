// The glossary of a language with every entry's term found (issue 45): a service's title, a
// certificate's name and a role (the position of the leader whose id the entry carries) are read
// from their own files, so each is written once; the other kinds carry their term. For the build's
// checks only.
import { glossaryFile } from "../app/content/glossary";
import { ownHalf } from "../app/content/language";
import certificationsFile from "../app/content/data/certifications.json" with { type: "json" };
import leadersFile from "../app/content/data/leaders.json" with { type: "json" };
import servicesFile from "../app/content/data/services.json" with { type: "json" };
import type { Language } from "../contract/languages";
import type { ResolvedTerm } from "./glossary-check";

export function resolvedGlossary(language: Language): ResolvedTerm[] {
  const named: Record<string, Record<string, string>> = {
    service: Object.fromEntries(ownHalf(servicesFile, language).services.map((service) => [service.id, service.title])),
    certificate: Object.fromEntries(ownHalf(certificationsFile, language).certifications.map((entry) => [entry.id, entry.name])),
    role: Object.fromEntries(ownHalf(leadersFile, language).leaders.map((leader) => [leader.id, leader.position])),
  };
  return ownHalf(glossaryFile, language).terms.map((entry) => {
    const term = "term" in entry && typeof entry.term === "string" ? entry.term : named[entry.kind]?.[entry.id];
    if (!term) throw new Error(`glossary.json (${language}): the ${entry.kind} "${entry.id}" is in no content file: use its id there`);
    return { ...entry, term, gloss: "gloss" in entry && typeof entry.gloss === "string" ? entry.gloss : undefined };
  });
}
