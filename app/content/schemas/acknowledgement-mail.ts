import { z } from "zod";

const placeholders = (text: z.ZodString, ...names: string[]) => names.reduce((schema, name) => schema.includes(`{${name}}`), text);

/**
 * data/acknowledgement-mail.json: the e-mail our inbox sends the enquirer (server/notify/acknowledgement.ts).
 * Never the visitor's own words: only these, the reference, the form and the time.
 */
export const acknowledgementMailSchema = z.strictObject({
  subject: placeholders(z.string().min(10).max(120), "form", "reference").meta({
    description: "{form} is the form's name below, {reference} the enquiry's reference.",
  }),
  opening: z.string().min(10),
  received: placeholders(z.string().min(20), "form", "received", "reference").meta({
    description: "{form}: the form's name; {received}: the date and time in Lagos; {reference}: the enquiry's reference.",
  }),
  formNames: z.strictObject({ quote: z.string().min(3), vendor: z.string().min(3), partner: z.string().min(3) }).meta({
    title: "How the mail names each form",
  }),
  contactHeading: z.string().min(3),
  contactText: placeholders(z.string().min(20), "email").meta({
    description: "Before the phone numbers; {email} is the company's e-mail address.",
  }),
  notYou: z.string().min(40).meta({ title: "If it was not you" }),
  signOff: z.string().min(3),
});
export type AcknowledgementMailContent = z.infer<typeof acknowledgementMailSchema>;
