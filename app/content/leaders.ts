import type { Leader } from "./schemas/leader";

type Entry = Omit<Leader, "image">;

// Fictional leadership team (sample content). Portraits: public/art/leaders/{id}.svg.
const entries: Entry[] = [
  {
    id: "tobenna-okafor",
    name: "Engr. Tobenna Okafor",
    position: "MD & CEO",
    bio: "Tobenna founded Deltaforge in 2015 after eighteen years in upstream project engineering with operators and EPC contractors in the Niger Delta. A COREN-registered mechanical engineer and Fellow of the Nigerian Society of Engineers, he leads the company's strategy, its safety culture and its relationships with operating companies, and still walks every major site before start-up.",
  },
  {
    id: "funmilayo-adeyemi",
    name: "Engr. Funmilayo Adeyemi",
    position: "ED Technical Services",
    bio: "Funmilayo directs engineering, fabrication, commissioning and maintenance delivery. A chartered process engineer with more than twenty years on gas processing, terminal and refinery projects, she built the company's engineering management system, its ISO 9001 quality processes and the coded welding programme that runs in our Port Harcourt yard.",
  },
  {
    id: "ngozi-eze",
    name: "Mrs. Ngozi Eze",
    position: "ED HR & Management Services",
    bio: "Ngozi leads people, administration and technical manpower supply. Over two decades in human resources for energy and manufacturing companies, she has placed hundreds of certified engineers and technicians on client sites, and she oversees the training academy, staff welfare and the competence records that our ISO 45001 system depends on.",
  },
  {
    id: "babatunde-lawal",
    name: "Mr. Babatunde Lawal",
    position: "Group Head Information Tech",
    bio: "Babatunde runs the group's information technology: networks, cyber security, engineering software and the digital tools our crews use in the field. He joined from a telecoms operator in 2019 and led the move to cloud-based document control, digital permits to work and real-time reporting from remote sites.",
  },
  {
    id: "ibrahim-suleiman",
    name: "Mr. Ibrahim Suleiman",
    position: "Head Trading & Shipping Operations",
    bio: "Ibrahim manages the marketing, supply and trading of PMS, AGO, DPK, ATK, LPFO, base oils and lubricants across Nigeria and West Africa. A former marine superintendent, he handles vessel chartering, ship-to-shore discharges, demurrage and product quality, and keeps the 24/7 trading desk running.",
  },
  {
    id: "aisha-bello",
    name: "Mrs. Aisha Bello",
    position: "Head of Accounts",
    bio: "Aisha is a chartered accountant responsible for financial reporting, treasury, tax and project cost control. Before joining Deltaforge she spent twelve years in audit and advisory practice serving oil and gas clients, and she chairs the internal controls reviews that keep every project accountable to budget.",
  },
  {
    id: "ifeanyi-nwosu",
    name: "Mr. Ifeanyi Nwosu",
    position: "Business Development Manager",
    bio: "Ifeanyi leads tendering, client relationships and partnerships. He has prepared and won bids for maintenance, fabrication and manpower contracts with operators and terminal owners, and he works with technology partners and vendors to bring new capabilities and local content to our clients.",
  },
  {
    id: "tamuno-george",
    name: "Mr. Tamuno George",
    position: "Head Depot Operations",
    bio: "Tamuno oversees depot and terminal operations, from product receipt and storage to truck loading and laboratory quality checks. A petroleum engineer with fifteen years in tank farm operations, he led the operational readiness of the Calabar and Apapa tank farm upgrades.",
  },
  {
    id: "kemi-alade",
    name: "Barr. Kemi Alade",
    position: "Company Secretary",
    bio: "Kemi is the company secretary and legal adviser. A barrister and solicitor of the Supreme Court of Nigeria, she manages board governance, regulatory filings, contracts and compliance with the Nigerian Oil and Gas Industry Content Development Act, and she supports the board's committees.",
  },
];

export const leaders: Leader[] = entries.map((entry) => ({ ...entry, image: `/art/leaders/${entry.id}.svg` }));
