/**
 * Fictional enquiries for the staff inbox's benchmark, screenshots and browser tests:
 * `tsx scripts/inbox-seed.ts DB COUNT [STAFF_EMAIL]` (the staff password is read from standard input
 * when an address is given). Names and companies are made up.
 */
import { FORM_TYPES, type FormType } from "../contract/enquiry-fields";
import { openStore, type OpenedStore } from "../server/inbox/store";
import { createStaffUsers } from "../server/staff/users";

const FIRST = ["Amaka", "Tunde", "Ngozi", "Emeka", "Funmi", "Ibrahim", "Kemi", "Obinna", "Zainab", "Segun", "Halima", "Chidi"];
const LAST = ["Okafor", "Adeyemi", "Eze", "Bello", "Nwosu", "Balogun", "Umar", "Okonkwo", "Ibe", "Lawal"];
const COMPANY = [
  "Niger Delta Drilling",
  "Bonny Valves",
  "Warri Pipe Works",
  "Lekki Offshore",
  "Escravos Marine",
  "Onne Fabricators",
  "Kaduna Power Services",
  "Port Harcourt Instruments",
  "Forcados Logistics",
  "Qua Iboe Engineering",
];
const TOPIC = [
  "wellhead maintenance",
  "pipe spool fabrication",
  "pressure vessel inspection",
  "cathodic protection survey",
  "flowline replacement",
  "control valve overhaul",
  "HSE training for 40 staff",
  "manpower for a turnaround",
];
const SERVICE = ["engineering-services", "procurement-services", "construction-installation", "operations-maintenance"];

const pick = <T>(list: readonly T[], i: number) => list[i % list.length]!;

function fieldsFor(form: FormType, i: number): Record<string, string> {
  const first = pick(FIRST, i);
  const last = pick(LAST, i * 7 + 3);
  const company = `${pick(COMPANY, i * 3 + 1)}${i % 4 === 0 ? " Ltd" : ""}`;
  const email = `${first}.${last}${i}@example.com`.toLowerCase();
  const topic = pick(TOPIC, i * 5 + 2);
  if (form === "quote")
    return {
      first_name: first,
      last_name: last,
      email,
      phone: "+234 803 555 0100",
      company,
      service_needed: pick(SERVICE, i),
      project_brief: `We need ${topic} at our ${pick(["Warri", "Bonny", "Onne", "Lagos"], i)} site within ${(i % 11) + 2} weeks.`,
    };
  if (form === "vendor")
    return {
      company_name: company,
      registration_number: `RC${100000 + i}`,
      contact_person: `${first} ${last}`,
      position: "Procurement lead",
      email,
      phone: "+234 803 555 0101",
      vendor_category: "equipment-supply",
      products_services_description: `We supply parts for ${topic}.`,
      company_address: "12 Wharf Road, Apapa, Lagos",
    };
  return {
    company_name: company,
    industry: "Oil and gas",
    contact_person: `${first} ${last}`,
    position: "Director",
    email,
    phone: "+234 803 555 0102",
    partnership_interest: "Service Partnership",
    message: `We would like to partner on ${topic}.`,
  };
}

/** Inserts `count` enquiries, the newest last, one a few minutes apart; some spam, some already worked on. */
export function seedEnquiries(store: OpenedStore, count: number, end = new Date()): void {
  const workflow = store.db.prepare(`INSERT INTO inbox_workflow (enquiry_id, status, updated_at) VALUES (?, ?, ?)`);
  store.db.transaction(() => {
    for (let i = 0; i < count; i++) {
      const form = pick(FORM_TYPES, i * 13 + (i >> 3));
      const receivedAt = new Date(end.getTime() - (count - i) * 7 * 60_000);
      const { id } = store.insert({
        formType: form,
        status: i % 37 === 5 ? "spam" : "accepted",
        clientAddress: "192.0.2.44",
        fields: fieldsFor(form, i),
        receivedAt,
      });
      if (i % 3 === 1) workflow.run(id, i % 2 ? "answered" : "in_progress", receivedAt.toISOString());
    }
  })();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [file, count, staff] = process.argv.slice(2);
  if (!file || !count) throw new Error("Usage: tsx scripts/inbox-seed.ts DB COUNT [STAFF_EMAIL]");
  const store = openStore(file);
  seedEnquiries(store, Number(count));
  if (staff) {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    await createStaffUsers(store.db).add(staff, Buffer.concat(chunks).toString("utf8").trim());
  }
  store.close();
  console.log(`Seeded ${count} enquiries into ${file}.`);
}
