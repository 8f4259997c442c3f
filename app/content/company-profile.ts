import type { CompanyProfile } from "./schemas/company-profile";

// The Who We Are page's text (sample content for a fictional company).
export const companyProfile: CompanyProfile = {
  overview: [
    "Deltaforge Energy Services Limited is an indigenous Nigerian company serving the upstream, midstream and downstream energy value chain. Our clients are oil and gas operators, terminal and tank farm owners, refiners, petrochemical producers and infrastructure companies.",
    "We deliver engineering, procurement, fabrication and construction onshore and offshore, commissioning and start-up, operations and maintenance, technical manpower supply, and the marketing, supply and trading of petroleum products across Nigeria and West Africa.",
    "From our head office in Lagos, our terminal office in Port Harcourt and a fabrication yard of more than 6,989 m², certified engineers and technicians carry each job from the first study to safe, documented handover.",
  ],
  mission:
    "To deliver safe, high-quality and cost-effective engineering and energy services that help our clients produce, process and move energy reliably, while developing Nigerian talent and local capacity.",
  vision:
    "To be the indigenous energy services partner of first choice in Nigeria and West Africa, recognised for technical excellence, integrity and an incident-free workplace.",
  coreValues: [
    {
      title: "Safety",
      description:
        "Everyone goes home safe: any member of our team can stop a job that is not safe, and we plan every task around that rule.",
      icon: "safety",
    },
    {
      title: "Integrity",
      description: "We do what we say, report honestly, and keep our dealings with clients, vendors and regulators transparent.",
      icon: "integrity",
    },
    {
      title: "Quality",
      description: "We get it right the first time, to the code and the client's specification, and we prove it with complete records.",
      icon: "quality",
    },
    {
      title: "Local Content",
      description: "We build Nigerian capacity by training local engineers and technicians and by buying from Nigerian vendors first.",
      icon: "local-content",
    },
    {
      title: "Teamwork",
      description: "Engineers, crews, clients and partners work as one team, sharing knowledge and owning the result together.",
      icon: "teamwork",
    },
  ],
};
