import { ownHalf } from "./language";
import dataFile from "./data/glossary.json" with { type: "json" };
import type { GlossaryTerm } from "./schemas/glossary";

// The glossary (issue 45), edited in data/glossary.json (or /admin/ → Pages → Glossary): build and
// tests only, never shipped to a page. The build checks the file against its schema (data-files.ts).
export const glossaryFile = dataFile;
export const glossary = /* @__PURE__ */ ownHalf(dataFile).terms as GlossaryTerm[];
