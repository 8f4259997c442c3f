// The content editor's configuration (Decap CMS at /admin/), derived from the zod schemas the build
// checks the content files with (app/content/data-files.ts): a field added to a schema is in the
// editor at the next `npm run build` or `npm run cms`, with no second edit. Run directly
// (`tsx scripts/cms/config.ts`), it writes public/admin/config.yml, which is git-ignored; Vite copies
// it into the build. See docs/cms.md.
//
// From each schema's JSON Schema (zod's toJSONSchema): the label is the field's `title` meta or its
// key ("introImage" -> "Intro image"), the hint its `description`; the widget follows the type
// (strings of 30 characters or more are multi-line text, enums are selects, constants are hidden,
// lists of a discriminated union are typed lists); the `widget`, `summary` and `relation` meta of
// app/content/schemas/common.ts add what a type cannot say. Lengths and patterns become Decap
// patterns, so the editor refuses what the build would.
// Deliberately not carried over from the hand-kept config.yml: per-field length hints on one-line
// fields (the pattern's message says it when broken), a field order other than the schema's, labels
// that only reworded the key. Not checked in the editor, only by the build: a second pattern on a
// field with two, refinements (JSON Schema cannot show them), and picture paths.
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { jsonSchemaOf, sameInEveryLanguage, type SchemaNode } from "../../app/content/content-languages";
import { dataDir, dataFiles, halfSchema, type CmsCollection, type DataFile } from "../../app/content/data-files";
import { keyLabel } from "../../app/content/schemas/common";
import { DEFAULT_LANGUAGE, LANGUAGES } from "../../contract/languages";

/** The editor's own settings. Only the `backend` block changes between set-ups (docs/cms.md). */
export const settings = {
  // Production: GitHub, through an OAuth provider (docs/cms.md; or Decap's git-gateway instead).
  backend: { name: "github", repo: "deltaforge/website", branch: "main", base_url: "https://cms-auth.deltaforge.example" },
  // `npm run cms` runs decap-server on this computer (Decap's default port 8081, scripts/cms/dev.mjs):
  // the CMS writes the files directly, no login.
  local_backend: true,
  // Pictures added through the CMS; scripts/photos/build-variants.mjs makes their AVIF and WebP sizes.
  media_folder: "public/photos/uploads",
  public_folder: "/photos/uploads",
  site_url: "/",
  display_url: "/",
  logo_url: "/favicon.svg",
  // Lower-case ASCII names with hyphens: the schemas accept only such picture paths.
  slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
};

/** The editor's collections, in the order of its side bar; which files each holds is said by the files' own entries in data-files.ts. */
export const collectionLabels: Record<CmsCollection, string> = {
  pages: "Page headings and descriptions",
  company: "Company and contacts",
  enquiries: "Enquiry forms",
  careers: "Careers",
  work: "Projects and clients",
  home: "Home page",
  services: "Services",
  about: "About us",
  news: "News",
};

/** The files public/admin/previews.js gives a preview; the others hide Decap's plain one. */
const previewed = new Set(
  [...readFileSync(new URL("../../public/admin/previews.js", import.meta.url), "utf8").matchAll(/registerPreviewTemplate\("([^"]+)"/g)].map(
    (match) => match[1],
  ),
);

type Node = SchemaNode;
type Field = Record<string, unknown>;

/** "introImageAlt" -> "Intro image alt". */
export const labelOf = (key: string) => {
  const words = key.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};
const singular = (words: string) =>
  words
    .replace(/ies$/, "y")
    .replace(/(ch|sh|x)es$/, "$1")
    .replace(/([^s])s$/, "$1");
/** A file's entry name in Decap: its base name, which public/admin/previews.js also uses. */
const entryName = (file: string) => file.replace(/^.*\//, "").replace(/\.json$/, "");

function lengthRule(node: Node): string | undefined {
  const min = (node.minLength ?? 0) > 1 ? node.minLength : undefined;
  const max = node.maxLength;
  if (min && max) return `${min} to ${max} characters`;
  if (min) return `At least ${min} characters`;
  if (max !== undefined) return `At most ${max} characters`;
}

/** The message of a pattern zod derives from a string format. */
const formats: Record<string, string> = { email: "An email address", uri: "A full web address, https://…" };

function stringField(node: Node): Field {
  const widget = node.widget ?? ((node.minLength ?? 0) >= 30 ? "text" : "string");
  const patterns = [node.pattern, ...(node.allOf ?? []).map((part) => part.pattern)].filter(Boolean);
  const lengths = lengthRule(node);
  const pattern =
    patterns.length === 1
      ? [patterns[0], node.description ?? (node.format && formats[node.format]) ?? `Of the form ${patterns[0]}`]
      : lengths && patterns.length === 0
        ? [`^[\\s\\S]{${node.minLength ?? 0},${node.maxLength ?? ""}}$`, lengths]
        : undefined;
  return {
    widget,
    ...(widget === "image" && { choose_url: false }),
    // Long text gets its length up front; elsewhere the pattern's message tells it when broken.
    ...((widget === "text" || widget === "markdown") && lengths && { hint: [node.description, `${lengths}.`].filter(Boolean).join(" ") }),
    // Not on pictures: while an upload is pending Decap validates a value other than its final path,
    // and the media library writes only paths the schema accepts (the build still checks them).
    ...(pattern && widget !== "image" && { pattern }),
  };
}

function listField(name: string, node: Node): Field {
  const items = node.items ?? {};
  const fixed = node.minItems !== undefined && node.minItems === node.maxItems;
  const list = {
    widget: "list",
    label_singular: singular(labelOf(name)).toLowerCase(),
    ...(node.minItems !== undefined && { min: node.minItems }),
    ...(node.maxItems !== undefined && { max: node.maxItems }),
    // A list of fixed length (spec layouts): its entries are edited and reordered, never added or removed.
    ...(fixed && { allow_add: false, allow_remove: false }),
  };
  if (items.oneOf) {
    const typeKey = Object.keys(items.oneOf[0]?.properties ?? {}).find((key) =>
      items.oneOf!.every((variant) => variant.properties?.[key]?.const !== undefined),
    );
    if (!typeKey) throw new Error(`cms config: the entries of ${name} have no common constant to tell them apart`);
    return {
      ...list,
      typeKey,
      types: items.oneOf.map((variant) => {
        const kind = String(variant.properties![typeKey]!.const);
        return { label: variant.title ?? labelOf(kind), name: kind, widget: "object", fields: fieldsOf(variant, typeKey) };
      }),
    };
  }
  if (items.type === "object") {
    const shown = ["title", "name", "caption", "heading"].find((key) => items.properties?.[key]);
    const summary = node.summary ?? (shown && `{{fields.${shown}}}`);
    return { ...list, ...(summary && { summary }), fields: fieldsOf(items) };
  }
  return { ...list, field: field(singular(name), items, true) };
}

function widgetOf(name: string, node: Node): Field {
  if (node.const !== undefined) return { widget: "hidden", default: node.const };
  if (node.widget === "hidden") return { widget: "hidden" };
  if (node.relation) {
    const { file, list, value, display } = node.relation;
    const collection = dataFiles.find((entry) => entry.file === file)?.collection;
    if (!collection) throw new Error(`cms config: ${name} refers to ${file}, which data-files.ts does not register`);
    const shown = [`${list}.*.${display}`];
    return {
      widget: "relation",
      collection,
      file: entryName(file),
      value_field: `${list}.*.${value}`,
      search_fields: shown,
      display_fields: shown,
    };
  }
  if (node.enum) {
    // Choices stored as keys ("maintenance-inspection") read as words in the editor; the file keeps the key.
    const keys = node.enum.every((value) => typeof value === "string" && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value));
    return { widget: "select", options: keys ? node.enum.map((value) => ({ label: keyLabel(value as string), value })) : node.enum };
  }
  switch (node.type) {
    case "boolean":
      return { widget: "boolean", default: false };
    case "integer":
    case "number": {
      const min =
        node.minimum ?? (node.exclusiveMinimum !== undefined ? node.exclusiveMinimum + (node.type === "integer" ? 1 : 0) : undefined);
      const max = node.maximum !== undefined && node.maximum < Number.MAX_SAFE_INTEGER ? node.maximum : undefined;
      return {
        widget: "number",
        value_type: node.type === "integer" ? "int" : "float",
        ...(min !== undefined && { min }),
        ...(max !== undefined && { max }),
      };
    }
    case "object":
      return { widget: "object", fields: fieldsOf(node) };
    case "array":
      return listField(name, node);
    case "string":
      if (node.format === "date")
        return { widget: "datetime", format: "YYYY-MM-DD", date_format: "YYYY-MM-DD", time_format: false, picker_utc: true };
      return stringField(node);
  }
  throw new Error(`cms config: no editor widget for ${name}: ${JSON.stringify(node)}`);
}

function field(name: string, node: Node, required: boolean): Field {
  // Decap's `required` means "not empty": a string the schema lets be empty (a stat's suffix) is optional there.
  // (JSON Schema cannot show a refinement, so a string checked only by one counts as optional here; the build checks it.)
  const mayBeEmpty =
    node.type === "string" && !node.minLength && !node.pattern && !node.allOf && !node.format && !node.enum && node.const === undefined;
  return {
    label: node.title ?? labelOf(name),
    name,
    ...(node.description && { hint: node.description }),
    ...((!required || mayBeEmpty) && { required: false }),
    // Each text is written per language; ids, links, pictures, numbers and the like are copied from English.
    i18n: sameInEveryLanguage(node) ? "duplicate" : true,
    ...widgetOf(name, node),
  };
}

function fieldsOf(node: Node, skip?: string): Field[] {
  return Object.entries(node.properties ?? {})
    .filter(([key]) => key !== skip)
    .map(([key, value]) => field(key, value, node.required?.includes(key) ?? false));
}

export { jsonSchemaOf };

/** The Decap CMS configuration for these data files (by default, all of app/content/data). */
export function cmsConfig(files: DataFile[] = dataFiles) {
  return {
    ...settings,
    // Every content file holds one half per language, `{ "en": …, "fr": … }`: the editor shows them side by side.
    i18n: { structure: "single_file", locales: [...LANGUAGES], default_locale: DEFAULT_LANGUAGE },
    collections: (Object.entries(collectionLabels) as [CmsCollection, string][]).map(([name, label]) => ({
      name,
      label,
      format: "json",
      i18n: true,
      files: files
        .filter((entry) => entry.collection === name)
        .map((entry) => ({
          name: entryName(entry.file),
          label: entry.label,
          file: `${dataDir}/${entry.file}`,
          i18n: true,
          ...(!previewed.has(entryName(entry.file)) && { editor: { preview: false } }),
          fields: fieldsOf(jsonSchemaOf(halfSchema(entry))),
        })),
    })),
  };
}

export const configFile = "public/admin/config.yml";

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const config = cmsConfig();
  // JSON is YAML: Decap reads this as its config.yml.
  writeFileSync(
    configFile,
    `# Generated by scripts/cms/config.ts from the content schemas at each build and \`npm run cms\`; not in git, do not edit.\n${JSON.stringify(config, null, 2)}\n`,
  );
  console.log(`cms config: ${config.collections.flatMap((collection) => collection.files).length} files in ${configFile}`);
}
