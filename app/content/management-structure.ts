import type { StructureGroup } from "./schemas/management-structure";

// How the company is run: who decides, and which committees check the decisions.
export const managementStructure: [StructureGroup, StructureGroup] = [
  {
    id: "executive-management",
    title: "Executive Management",
    intro:
      "The Managing Director leads an executive team that meets weekly to set priorities, approve major commitments and review safety, quality and financial performance.",
    items: [
      {
        title: "Board of Directors",
        description:
          "Sets the company's strategy and risk appetite, approves the annual plan and budget, and holds the executive team to account.",
      },
      {
        title: "Managing Director & CEO",
        description:
          "Leads the business day to day, owns the safety and quality policies, and is the accountable executive for every client contract.",
      },
      {
        title: "Executive Directors",
        description: "Technical Services and HR & Management Services each run their division and report to the Managing Director.",
      },
      {
        title: "Heads of Department",
        description:
          "Information technology, trading and shipping, accounts, business development and depot operations lead their teams and budgets.",
      },
    ],
  },
  {
    id: "committees",
    title: "Committees",
    intro:
      "Standing committees with members from every division review decisions that need more than one view, and report to the executive team or the board.",
    items: [
      {
        title: "HSE Committee",
        description:
          "Reviews incidents, near misses and audits every month, tracks corrective actions and keeps our ISO 45001:2018 system effective.",
      },
      {
        title: "Quality Review Committee",
        description:
          "Checks project quality plans, inspection and test records and client feedback against our ISO 9001:2015 management system.",
      },
      {
        title: "Tenders & Procurement Committee",
        description:
          "Approves bids and major purchases, checks vendor qualification and keeps every award fair, documented and competitive.",
      },
      {
        title: "Audit & Risk Committee",
        description: "Oversees financial controls, the risk register and internal audits, and reports directly to the board.",
      },
    ],
  },
];
