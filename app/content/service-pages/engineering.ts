import type { ServicePage } from "../schemas/service-page";
import { closingCta, serviceHero } from "./shared";

export const engineeringPage: ServicePage = {
  id: "engineering",
  hero: serviceHero,
  gateImages: [serviceHero],
  intro: {
    title: "Engineering that carries a project from concept to construction",
    paragraphs: [
      "Our multi-discipline engineering team takes a facility from the first feasibility study through front-end engineering design (FEED) to the detailed drawings and specifications that fabrication and construction crews build from. Process, mechanical, piping, structural, electrical and instrumentation engineers work in one integrated model, so interfaces are resolved on screen rather than on site.",
      "We design to the international codes our clients specify, including ASME, API and ISO, and to DPR requirements for Nigerian oil and gas facilities. Support offices in Lagos, Port Harcourt, Calabar and Abuja keep our engineers close to the assets and the people who run them.",
    ],
    image: "/art/services/engineering-detail.svg",
    imageAlt: "Engineering drawings of a steel module laid out beside a safety helmet",
  },
  sections: [
    {
      kind: "checklist",
      id: "capabilities",
      eyebrow: "What we do",
      title: "Engineering capabilities",
      lead: "Twenty-five services our engineers deliver every year for upstream, midstream and downstream clients, for new facilities and brownfield modifications alike.",
      items: [
        "Conceptual and feasibility studies",
        "Front-end engineering design (FEED)",
        "Detailed engineering design",
        "Process design and simulation",
        "Process flow diagrams and P&IDs",
        "Hydraulic and flow assurance studies",
        "Mechanical equipment design and specification",
        "Piping design and plant layout",
        "Piping stress analysis",
        "Pressure vessel and heat exchanger design",
        "Storage tank design to API 650",
        "Pipeline design and route surveys",
        "Civil and foundation engineering",
        "Onshore and offshore structural analysis",
        "Electrical power systems design",
        "Instrumentation and control systems design",
        "Fire and gas detection and protection systems",
        "Cathodic protection design",
        "HAZOP, HAZID and SIL studies",
        "3D modelling and clash detection",
        "Laser and as-built surveys",
        "Brownfield modification and tie-in engineering",
        "Material take-offs and bills of quantities",
        "Technical bid evaluation and vendor document review",
        "Owner's engineering and project management support",
      ],
    },
    {
      kind: "credentials",
      id: "standards",
      eyebrow: "Codes and standards",
      title: "Designed to the standards your assets answer to",
      credentials: [
        {
          code: "ASME",
          name: "Pressure equipment and piping",
          description: "Pressure vessels to ASME VIII and process and pipeline piping to ASME B31.3, B31.4 and B31.8.",
        },
        {
          code: "API",
          name: "Oil and gas equipment",
          description: "Storage tanks to API 650, pipelines to API 1104 and offshore platform piping to API RP 14E.",
        },
        {
          code: "ISO",
          name: "Quality and safety systems",
          description: "Design work controlled under our ISO 9001:2015 quality and ISO 45001:2018 safety management systems.",
        },
        {
          code: "DPR",
          name: "Nigerian regulatory requirements",
          description: "Designs prepared to DPR guidelines and submitted for the approvals Nigerian facilities need before construction.",
        },
      ],
    },
    {
      kind: "features",
      id: "support-offices",
      eyebrow: "Close to your assets",
      title: "Support offices",
      lead: "Four offices put engineers within reach of client sites across Nigeria, for surveys, design reviews and construction support.",
      style: "cards",
      features: [
        {
          title: "Lagos",
          icon: "map-pin",
          description: "Head office and main design centre: project management, process and discipline engineering, and document control.",
        },
        {
          title: "Port Harcourt",
          icon: "map-pin",
          description: "Engineering support for Niger Delta operators, working beside our fabrication yard and field crews.",
        },
        {
          title: "Calabar",
          icon: "map-pin",
          description: "Site engineering for terminals, tank farms and coastal facilities in Cross River and Akwa Ibom.",
        },
        {
          title: "Abuja",
          icon: "map-pin",
          description: "Liaison with regulators and federal agencies, and engineering for power and infrastructure clients in the north.",
        },
      ],
    },
    closingCta(
      "Have a facility to design or modify?",
      "Send us your scope or a short description of the problem, and an engineering lead will come back to you with an approach, a schedule and a price.",
    ),
  ],
};
