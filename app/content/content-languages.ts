import { z } from "zod";
import type { Language } from "../../contract/languages";

/**
 * The part of zod's JSON Schema output that the editor's configuration (scripts/cms/config.ts) and
 * the check of a file's language halves read, with the meta keys of schemas/common.ts.
 */
export type SchemaNode = Pick<z.core.GlobalMeta, "title" | "description" | "widget" | "summary" | "relation" | "i18n"> & {
  type?: string;
  properties?: Record<string, SchemaNode>;
  required?: string[];
  items?: SchemaNode;
  oneOf?: SchemaNode[];
  allOf?: SchemaNode[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  maxItems?: number;
};

/** A content file's schema as JSON Schema, as the editor writes it (the parse's input); read as the subset above. */
export const jsonSchemaOf = (schema: z.ZodType) => z.toJSONSchema(schema, { io: "input" }) as unknown as SchemaNode;

/**
 * Whether a field holds the same value in every language: ids, links, pictures, numbers, switches,
 * dates, choices stored as keys, and texts marked `i18n: "duplicate"`. The editor copies these from
 * English (Decap's `i18n: duplicate`); every other text is translated (`i18n: true`).
 */
export function sameInEveryLanguage(node: SchemaNode): boolean {
  if (node.i18n === "duplicate" || node.const !== undefined || node.enum || node.relation) return true;
  if (node.widget === "image" || node.widget === "hidden") return true;
  if (node.type === "boolean" || node.type === "number" || node.type === "integer") return true;
  return node.type === "string" && (node.format === "date" || node.format === "email" || node.format === "uri");
}

type Path = (string | number)[];
export type HalfProblem = { path: Path; message: string };

const placeholders = (text: string) => [...new Set(text.match(/\{\w+\}/g) ?? [])].sort().join(" ");
const quote = (value: unknown) => {
  const text = typeof value === "string" ? value : JSON.stringify(value);
  return `"${text.length > 60 ? `${text.slice(0, 57)}…` : text}"`;
};

/**
 * What a translated half lacks or changes against the English one, walking the half's schema: a
 * field or list entry missing (`language` names the half in messages), a value that must be the same in every language and is not, a text
 * whose `{placeholders}` differ. Paths are inside the half.
 */
export function halfProblems(node: SchemaNode, english: unknown, other: unknown, language: string, path: Path = []): HalfProblem[] {
  if (english === undefined) return [];
  // A value the same in every language may be left to the English (the editor does so in a new entry: language.ts withEnglish).
  if (sameInEveryLanguage(node))
    return other === undefined || JSON.stringify(english) === JSON.stringify(other)
      ? []
      : [{ path, message: `must be the same in every language: ${quote(english)} in English` }];
  if (other === undefined) return [{ path, message: `missing in ${language} (English: ${quote(english)})` }];
  if (node.oneOf) {
    const variant = node.oneOf.find((option) =>
      Object.entries(option.properties ?? {}).every(
        ([key, property]) => property.const === undefined || (english as Record<string, unknown>)[key] === property.const,
      ),
    );
    return variant ? halfProblems(variant, english, other, language, path) : [];
  }
  if (Array.isArray(english)) {
    if (!Array.isArray(other)) return [];
    const missing = english.slice(other.length).map((_, index) => ({
      path: [...path, other.length + index],
      message: `missing in ${language}: the English list has ${english.length} entries, the ${language} ${other.length}`,
    }));
    const extra =
      other.length > english.length ? [{ path, message: `has ${other.length} entries in ${language}, ${english.length} in English` }] : [];
    return [
      ...other
        .slice(0, english.length)
        .flatMap((item, index) => halfProblems(node.items ?? {}, english[index], item, language, [...path, index])),
      ...missing,
      ...extra,
    ];
  }
  if (english && typeof english === "object") {
    if (!other || typeof other !== "object") return [];
    return Object.entries(node.properties ?? {}).flatMap(([key, property]) =>
      halfProblems(property, (english as Record<string, unknown>)[key], (other as Record<string, unknown>)[key], language, [...path, key]),
    );
  }
  if (typeof english === "string" && typeof other === "string" && placeholders(english) !== placeholders(other))
    return [{ path, message: `has the placeholders ${placeholders(other) || "(none)"}, the English ${placeholders(english) || "(none)"}` }];
  return [];
}

/** The languages' names in the build's messages, which are in English. */
export const languageNames: Record<Language, string> = { en: "English", fr: "French" };
