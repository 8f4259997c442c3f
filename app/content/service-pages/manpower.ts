import type { ServicePage } from "../schemas/service-page";
import { closingCta, serviceHero } from "./shared";

export const manpowerPage: ServicePage = {
  id: "manpower",
  hero: serviceHero,
  gateImages: [serviceHero],
  intro: {
    title: "Certified people, ready to mobilise",
    paragraphs: [
      "Projects, shutdowns and day-to-day operations all depend on having the right people in the right place. We supply experienced engineers, technicians, inspectors and supervisors to oil and gas operators, contractors and plant owners, for a few weeks or for years.",
      "Every person we deploy is screened, competence-assessed and holds the certifications the role demands. We handle recruitment, mobilisation, payroll, welfare, insurance and HSE compliance, so you manage the work while we manage the workforce.",
    ],
    image: "/art/services/manpower-detail.svg",
    imageAlt: "A team of technicians in safety helmets and coveralls being briefed on site",
  },
  sections: [
    {
      kind: "groups",
      id: "scope",
      eyebrow: "Scope of supply",
      title: "Six categories of technical manpower",
      lead: "A selection of the roles we fill most often. If you need a discipline not listed here, ask us: our database covers many more.",
      groups: [
        {
          title: "Electrical & Instrumentation",
          icon: "zap",
          items: ["Electrical engineers", "Instrument technicians", "Control systems engineers", "Electricians (HV and LV)"],
        },
        {
          title: "Mechanical & Piping",
          icon: "wrench",
          items: ["Mechanical engineers", "Pipe fitters", "Coded welders", "Rotating equipment technicians"],
        },
        {
          title: "Quality & Safety",
          icon: "shield-check",
          items: ["QA/QC inspectors", "NDT technicians", "HSE officers", "Safety supervisors"],
        },
        {
          title: "Project Management",
          icon: "clipboard-list",
          items: ["Project managers", "Planning engineers", "Cost controllers", "Document controllers"],
        },
        {
          title: "Specialized Services",
          icon: "hard-hat",
          items: ["Rope access technicians", "Scaffolders", "Riggers and crane operators", "Commissioning engineers"],
        },
        {
          title: "Operations & Maintenance",
          icon: "settings",
          items: ["Production operators", "Maintenance supervisors", "Control room operators", "Laboratory analysts"],
        },
      ],
    },
    {
      kind: "features",
      id: "key-features",
      eyebrow: "What you get",
      title: "Key features",
      style: "cards",
      features: [
        {
          title: "Rapid mobilisation",
          icon: "gauge",
          description: "A ready pool of pre-screened personnel means most roles are filled and on site within days, not weeks.",
        },
        {
          title: "Verified competence",
          icon: "shield-check",
          description: "Trade tests, interviews and certificate checks confirm that every person can do the job before they arrive.",
        },
        {
          title: "Flexible engagement",
          icon: "clipboard-list",
          description: "Short-term shutdown crews, project teams or long-term placements, scaled up or down as your work changes.",
        },
        {
          title: "Offshore-ready personnel",
          icon: "hard-hat",
          description: "Staff for offshore work hold BOSIET and OPITO-approved training and current medical fitness certificates.",
        },
      ],
    },
    {
      kind: "checklist",
      id: "management-support",
      eyebrow: "We look after the workforce",
      title: "Management and support",
      lead: "Our role does not end at deployment. We stay responsible for every person we supply for the length of the engagement.",
      items: [
        "Recruitment, screening and reference checks",
        "Medical fitness and drug and alcohol testing",
        "Payroll, statutory deductions and pension remittance",
        "Group life, accident and health insurance",
        "Travel, accommodation and site logistics",
        "HSE induction and personal protective equipment",
        "Training and certificate renewal tracking",
        "Performance reviews and a dedicated account manager",
      ],
    },
    {
      kind: "steps",
      id: "deployment",
      eyebrow: "How it works",
      title: "From request to deployment",
      steps: [
        {
          title: "Tell us what you need",
          description: "Share the roles, numbers, location, duration and start date, with any client-specific requirements.",
        },
        {
          title: "We shortlist candidates",
          description: "We search our database and network and send you CVs of suitable, available and certified candidates.",
        },
        {
          title: "You interview and select",
          description: "Interview the shortlist yourself, or let us test and select to your criteria when time is short.",
        },
        {
          title: "We mobilise",
          description: "Medicals, inductions, PPE, contracts and travel are arranged, and your personnel arrive ready to start.",
        },
        {
          title: "We manage and support",
          description: "Your account manager handles timesheets, payroll, welfare and replacements for as long as you need the team.",
        },
      ],
    },
    {
      kind: "credentials",
      id: "certifications",
      eyebrow: "Qualified to work",
      title: "Certifications our personnel hold",
      lead: "We check every certificate before deployment and track its expiry, so no one arrives on site with lapsed credentials.",
      credentials: [
        { code: "COREN", name: "Registered engineers", description: "Engineers registered with the Council for the Regulation of Engineering in Nigeria." },
        { code: "IRATA", name: "Rope access", description: "Industrial rope access technicians certified at levels 1, 2 and 3." },
        { code: "ASNT", name: "Non-destructive testing", description: "NDT technicians qualified to ASNT levels II and III in the common test methods." },
        { code: "BOSIET", name: "Offshore safety induction", description: "Basic offshore safety induction and emergency training, including helicopter escape." },
        { code: "OPITO", name: "Offshore training standards", description: "Offshore personnel trained to OPITO-approved emergency response and safety standards." },
        { code: "ISO", name: "Management systems", description: "Supervisors and auditors trained in ISO 9001 and ISO 45001 management systems." },
        { code: "AWS", name: "Welding inspection", description: "Welding inspectors certified by the American Welding Society." },
        { code: "OSHA", name: "Occupational safety", description: "Safety officers and supervisors holding OSHA occupational health and safety training." },
      ],
    },
    closingCta(
      "Need skilled people on site?",
      "Tell us the roles, numbers and start date, and we will send you a shortlist of certified, available candidates.",
    ),
  ],
};
