import type { ServicePage } from "../schemas/service-page";
import { closingCta, serviceHero } from "./shared";

export const operationsPage: ServicePage = {
  id: "operations",
  hero: serviceHero,
  gateImages: [serviceHero],
  intro: {
    title: "Keeping facilities safe, available and producing",
    paragraphs: [
      "Unplanned downtime is expensive and risky. Our operations and maintenance teams look after production facilities, terminals, tank farms and plant for operators across the Niger Delta, combining planned maintenance with fast response when something fails.",
      "We can run a complete maintenance contract, operate a facility on your behalf, or supply a specialist crew for a shutdown. Every job is planned, executed and recorded under our ISO 45001:2018 safety management system, so you always know the condition of your assets.",
    ],
    image: "/art/services/operations-detail.svg",
    imageAlt: "Maintenance technicians servicing a pump at a production facility",
  },
  sections: [
    {
      kind: "features",
      id: "capabilities",
      eyebrow: "What we do",
      title: "Operations and maintenance capabilities",
      style: "cards",
      features: [
        {
          title: "Planned preventive maintenance",
          icon: "clipboard-list",
          description: "Maintenance programmes built from manufacturer data and operating history, scheduled and tracked in a computerised system.",
        },
        {
          title: "Corrective maintenance",
          icon: "wrench",
          description: "A 24-hour call-out crew for breakdowns, with the tools and spares to restore service quickly and safely.",
        },
        {
          title: "Rotating equipment",
          icon: "settings",
          description: "Overhaul, alignment, vibration monitoring and repair of pumps, compressors, turbines and generators.",
        },
        {
          title: "Electrical and instrumentation",
          icon: "zap",
          description: "Maintenance and calibration of power systems, instruments, control panels and cathodic protection.",
        },
        {
          title: "Inspection and integrity",
          icon: "shield-check",
          description: "Risk-based inspection, NDT, corrosion monitoring and fitness-for-service assessment of vessels, piping and tanks.",
        },
        {
          title: "Shutdowns and turnarounds",
          icon: "gauge",
          description: "Planning and execution of shutdowns and turnarounds, with the manpower, scaffolding and equipment they need.",
        },
        {
          title: "Facility operations",
          icon: "factory",
          description: "Operation of flow stations, terminals and depots by trained operators under your procedures or ours.",
        },
        {
          title: "Machining and repairs",
          icon: "hard-hat",
          description: "Repair of worn components in our CNC machine shop and yard, turned around quickly to keep spares available.",
        },
      ],
    },
    {
      kind: "features",
      id: "why-choose-us",
      eyebrow: "Why Deltaforge",
      title: "Five reasons to choose us",
      style: "numbered",
      features: [
        {
          title: "Safety first, every shift",
          description: "ISO 45001:2018 certified systems, permit to work, toolbox talks and stop-work authority for everyone on site.",
        },
        {
          title: "Response around the clock",
          description: "A 24-hour call-out crew and duty engineer mean breakdowns are answered within hours, not days.",
        },
        {
          title: "Our own workshop behind the crews",
          description: "Our fabrication yard and CNC machine shop repair and make parts quickly, instead of waiting on imports.",
        },
        {
          title: "Certified, local people",
          description: "Experienced Nigerian technicians and engineers holding the certifications operators require, based near your assets.",
        },
        {
          title: "Transparent reporting",
          description: "Work orders, inspection findings and asset condition reported clearly, so you can plan budgets and shutdowns with confidence.",
        },
      ],
    },
    closingCta(
      "Looking for a maintenance partner?",
      "Tell us about your assets and what you need, from a single shutdown to a long-term contract, and we will propose a team and a plan.",
    ),
  ],
};
