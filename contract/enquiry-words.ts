/**
 * What the enquiry forms say, in one language: each field's label and how messages name it, the
 * options' labels, the checks' messages (enquiry-checks.ts) and the inbox's answers to a post. One
 * catalogue per language (enquiry-words-en.ts, enquiry-words-fr.ts), the same keys in each (the
 * type says so); the page bundles only its build's language (app/lib/enquiry-words.ts), the inbox
 * answers in the language the page posted (enquiry-languages.ts).
 *
 * Messages are templates: `{name}` is replaced by fill(); each says which names it takes.
 */
import {
  ENQUIRY_FIELDS,
  formFieldNames,
  type EnquiryRule,
  type FieldName,
  type FormType,
  type OptionField,
  type OptionValue,
} from "./enquiry-fields";

export type CheckMessages = {
  /** A required text field left empty: `{errorName}`. */
  readonly required: string;
  /** A required select left on its empty choice: `{errorName}`. */
  readonly requiredSelect: string;
  /** A required checkbox left unticked: `{errorName}`. */
  readonly requiredCheckbox: string;
  /** `{label}`, `{maxLength}`. */
  readonly tooLong: string;
  readonly email: string;
  readonly phoneCharacters: string;
  readonly phoneDigits: string;
  /** `{label}`. */
  readonly yearFormat: string;
  /** `{label}`, `{min}`, `{max}`. */
  readonly yearRange: string;
  readonly website: string;
  /** A registration number that is neither a CAC nor an RCCM number. */
  readonly registration: string;
  /** A value that is none of the select's options: `{errorName}`. */
  readonly option: string;
  /** A checkbox value that is neither ticked nor unticked: `{errorName}`. */
  readonly checkbox: string;
};

/** The inbox's answers (server/inbox/route.ts), as the page shows them or the no-JS answer page reads. */
export type InboxAnswers = {
  readonly received: string;
  readonly rateLimited: string;
  readonly busy: string;
  readonly storeFailed: string;
  readonly accessKey: string;
  readonly unknownForm: string;
  /** `{label}` (the field's label), `{max}`, `{name}` (the field's submitted name). */
  readonly fieldTooLong: string;
  /** The contract's message for the first bad field, then its name: `{message}`, `{name}`. */
  readonly invalidField: string;
  /** `{size}`: the body's limit, `{megabytes}` filled in. */
  readonly tooLarge: string;
  /** `{number}` megabytes. */
  readonly megabytes: string;
  /** `{files}`. */
  readonly tooManyDocuments: string;
  /** `{file}`. */
  readonly documentType: string;
  /** The short answer page a browser's own post gets when it names no page of the site to go back to. */
  readonly pageReceived: string;
  readonly pageNotSent: string;
  /** `{reference}`. */
  readonly pageReference: string;
  readonly pageBack: string;
  readonly pageHome: string;
};

type FieldWords = { readonly label: string; readonly errorName: string };

export type EnquiryWords = {
  readonly fields: { readonly [F in FieldName]: FieldWords };
  /** Each select's options' labels, by the value they submit (the same in every language). */
  readonly options: { readonly [F in OptionField]: { readonly [V in OptionValue<F>]: string } };
  readonly checks: CheckMessages;
  readonly answers: InboxAnswers;
  /** A time in Lagos, where the company is, in the mails: `{time}`. */
  readonly lagosTime: string;
};

/** A template with its `{name}`s replaced; a name without a value stays as written. */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (all, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : all));
}

export type EnquiryRules = { readonly [F in FieldName]: EnquiryRule };

/** Every field's rule in a catalogue's language: the contract's rule with its words. */
export function wordedRules(words: EnquiryWords): EnquiryRules {
  const rules = Object.fromEntries(
    Object.values(ENQUIRY_FIELDS).map((rule) => {
      const name = rule.name as FieldName;
      const labels = "options" in rule ? (words.options[name as OptionField] as Record<string, string>) : undefined;
      const options = "options" in rule ? rule.options.map((value: string) => ({ value, label: labels![value]! })) : undefined;
      return [name, { ...rule, ...words.fields[name], ...(options ? { options } : {}) }];
    }),
  );
  return rules as EnquiryRules;
}

/** The rules of one form's fields in a language, in display order, without the spam trap. */
export function formRules(formType: FormType, rules: EnquiryRules): EnquiryRule[] {
  return formFieldNames(formType).map((name) => rules[name]);
}
