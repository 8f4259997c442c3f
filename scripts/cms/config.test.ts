import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { dataDir, dataFiles, halfSchema } from "../../app/content/data-files";
import { LANGUAGES, type Language } from "../../contract/languages";
import { jobSchema } from "../../app/content/schemas/job";
import { filesUnder } from "../files-under.mjs";
import { cmsConfig, jsonSchemaOf } from "./config";

type Field = {
  name: string;
  label: string;
  widget: string;
  fields?: Field[];
  field?: Field;
  types?: Field[];
  typeKey?: string;
  pattern?: [string, string];
};
type Node = { properties?: Record<string, Node>; items?: Node; oneOf?: Node[] };

const config = cmsConfig();
const entries = config.collections.flatMap((collection) => collection.files);
const entryOf = <T extends { file: string }>(file: string, configured: T[]) =>
  configured.find((entry) => entry.file === `${dataDir}/${file}`);

/** Every key path of a JSON Schema (entries of a typed list under their kind), as the editor's fields must have them. */
function keyPaths(node: Node, prefix = ""): string[] {
  if (node.items) return keyPaths(node.items, prefix);
  if (node.oneOf) return node.oneOf.flatMap((variant) => keyPaths(variant, prefix));
  return Object.entries(node.properties ?? {}).flatMap(([key, child]) => [`${prefix}${key}`, ...keyPaths(child, `${prefix}${key}.`)]);
}
/** The values Decap would refuse to save (its pattern check), as `path: value`. */
function patternMisses(fields: Field[], data: unknown, prefix = ""): string[] {
  const record = (data ?? {}) as Record<string, unknown>;
  return fields.flatMap((field) => {
    const value = record[field.name];
    const path = `${prefix}${field.name}`;
    if (typeof value === "string")
      return field.pattern && value !== "" && !new RegExp(field.pattern[0]).test(value) ? [`${path}: ${value}`] : [];
    if (Array.isArray(value))
      return value.flatMap((item: unknown, index) => {
        const at = `${path}[${index}]`;
        if (field.field) return patternMisses([{ ...field.field, name: "value" }], { value: item }, `${at}.`);
        const type = field.types?.find((entry) => entry.name === (item as Record<string, unknown>)[field.typeKey!]);
        return patternMisses(type?.fields ?? field.fields ?? [], item, `${at}.`);
      });
    return field.fields ? patternMisses(field.fields, value, `${path}.`) : [];
  });
}

function fieldPaths(fields: Field[], prefix = ""): string[] {
  return fields.flatMap((field) => {
    const path = `${prefix}${field.name}`;
    const inner = [
      ...(field.fields ?? []),
      ...(field.field ? (field.field.fields ?? []) : []),
      // A typed list's kind is Decap's typeKey, not a field of its own.
      ...(field.types ?? []).flatMap((type) => [{ name: field.typeKey!, label: "", widget: "hidden" }, ...(type.fields ?? [])]),
    ];
    return [path, ...fieldPaths(inner, `${path}.`)];
  });
}

describe("the content editor's configuration, derived from the schemas", () => {
  it("has a collection entry for every content file on disk, and one only", async () => {
    const onDisk = (await filesUnder(dataDir)).filter((file) => file.endsWith(".json"));
    expect(onDisk.length).toBeGreaterThan(0);
    for (const file of onDisk)
      expect(
        entries.filter((entry) => entry.file === `${dataDir}/${file}`),
        file,
      ).toHaveLength(1);
    expect(entries.map((entry) => entry.file).sort()).toEqual(onDisk.map((file) => `${dataDir}/${file}`).sort());
  });

  it("puts a newly registered file in its collection, from its one entry in data-files.ts", () => {
    const awards = {
      file: "awards.json",
      collection: "about",
      label: "Awards",
      schema: z.strictObject({ awards: z.array(z.string()) }),
    } as const;
    const about = cmsConfig([...dataFiles, awards]).collections.find((collection) => collection.name === "about")!;
    expect(about.files.find((entry) => entry.name === "awards")).toMatchObject({
      label: "Awards",
      file: `${dataDir}/awards.json`,
      fields: [{ name: "awards", widget: "list" }],
    });
  });

  it("has a field for every key of every file's schema, at every depth", () => {
    for (const entry of dataFiles) {
      const { file } = entry;
      const expected = [...new Set(keyPaths(jsonSchemaOf(halfSchema(entry))))].sort();
      expect([...new Set(fieldPaths(entryOf(file, entries)!.fields as Field[]))].sort(), file).toEqual(expected);
    }
  });

  it("shows a field added to a schema with no other edit", () => {
    const extended = jobSchema.omit({ applyLink: true, typeLabel: true }).extend({ salaryBand: z.string().min(3), remote: z.boolean() });
    const files = dataFiles.map((entry) =>
      entry.file === "jobs.json" ? { ...entry, schema: z.strictObject({ jobs: z.array(extended) }) } : entry,
    );
    const configured = cmsConfig(files).collections.flatMap((collection) => collection.files);
    const job = (entryOf("jobs.json", configured)!.fields as Field[])[0]!.fields!;
    expect(job.find((field) => field.name === "salaryBand")).toMatchObject({ label: "Salary band", widget: "string" });
    expect(job.find((field) => field.name === "remote")).toMatchObject({ label: "Remote", widget: "boolean" });
  });

  it("keeps what editors rely on: widgets, limits and the project's client chosen from the clients", () => {
    const projects = (entryOf("projects.json", entries)!.fields as Field[])[0]!;
    expect(projects).toMatchObject({ widget: "list", label_singular: "project", min: 4, summary: "{{fields.title}} ({{fields.year}})" });
    const field = (name: string) => projects.fields!.find((entry) => entry.name === name);
    expect(field("clientId")).toMatchObject({ widget: "relation", collection: "work", file: "clients", value_field: "clients.*.id" });
    expect(field("image")).toMatchObject({ widget: "image", choose_url: false });
    expect(field("category")).toMatchObject({ widget: "select" });
    // A choice stored as a key reads as words; the file keeps the key.
    expect((field("category") as unknown as { options: unknown[] }).options[0]).toEqual({
      label: "Maintenance inspection",
      value: "maintenance-inspection",
    });
    expect(field("description")).toMatchObject({ widget: "text", pattern: ["^[\\s\\S]{60,}$", "At least 60 characters"] });
    const service = (entryOf("services.json", entries)!.fields as Field[])[0]!;
    expect(service).toMatchObject({ widget: "list", summary: "{{fields.title}}" });
    const page = service.fields!.find((entry) => entry.name === "page")!;
    const sections = page.fields!.find((entry) => entry.name === "sections")!;
    expect(sections.typeKey).toBe("kind");
    expect(sections.types!.map((type) => type.label)).toContain("Call to action");
  });

  it("accepts every content file as it is, in every language: each value matches its field's pattern", () => {
    for (const { file } of dataFiles) {
      const data = JSON.parse(readFileSync(join(dataDir, file), "utf8")) as Record<Language, unknown>;
      for (const language of LANGUAGES)
        expect(patternMisses(entryOf(file, entries)!.fields as Field[], data[language]), `${file} ${language}`).toEqual([]);
    }
  });

  it("shows English and French side by side: texts are written per language, ids, links, pictures and numbers copied", () => {
    expect(config.i18n).toEqual({ structure: "single_file", locales: ["en", "fr"], default_locale: "en" });
    expect(config.collections.every((collection) => collection.i18n === true)).toBe(true);
    expect(entries.every((entry) => entry.i18n === true)).toBe(true);
    type I18nField = Field & { i18n?: unknown };
    const projects = (entryOf("projects.json", entries)!.fields as I18nField[])[0]!;
    const field = (name: string) => (projects.fields as I18nField[]).find((entry) => entry.name === name)?.i18n;
    expect(projects.i18n).toBe(true);
    expect(
      Object.fromEntries(
        ["id", "title", "clientId", "category", "location", "year", "description", "image", "latest"].map((name) => [name, field(name)]),
      ),
    ).toEqual({
      id: "duplicate",
      title: true,
      clientId: "duplicate",
      category: "duplicate",
      location: true,
      year: "duplicate",
      description: true,
      image: "duplicate",
      latest: "duplicate",
    });
    // The staff notification's subject stays English in both halves.
    const forms = (entryOf("enquiry-forms.json", entries)!.fields as I18nField[]).find((entry) => entry.name === "forms")!;
    const subject = (forms.fields as I18nField[])[0]!.fields!.find((entry) => entry.name === "subject")!;
    expect(subject.fields!.map((entry) => [entry.name, (entry as I18nField).i18n])).toEqual([
      ["prefix", "duplicate"],
      ["field", "duplicate"],
    ]);
  });
});
