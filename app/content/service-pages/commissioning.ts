import type { ServicePage } from "../schemas/service-page";
import { closingCta, serviceHero } from "./shared";

export const commissioningPage: ServicePage = {
  id: "commissioning",
  hero: serviceHero,
  gateImages: [serviceHero],
  intro: {
    title: "A safe, documented path from mechanical completion to first production",
    paragraphs: [
      "Commissioning is where a project becomes a working facility, and where shortcuts cost the most. Our commissioning engineers plan the sequence system by system, verify that every item is built as designed, and bring equipment into service in a controlled order under a permit-to-work regime.",
      "We commission new facilities and brownfield modifications alike: process and utility systems, rotating equipment, electrical power and instrumentation and control. The result is a plant that starts up on schedule and an operations team that receives a complete, certified handover.",
    ],
    image: "/art/services/commissioning-detail.svg",
    imageAlt: "A commissioning engineer checking gauges on a process skid",
  },
  sections: [
    {
      kind: "groups",
      id: "scope",
      eyebrow: "Scope of work",
      title: "Commissioning scope",
      lead: "Five areas of work, delivered as a complete service or as support to your own commissioning team.",
      groups: [
        {
          title: "Mechanical completion and pre-commissioning",
          icon: "wrench",
          items: [
            "Punch listing and mechanical completion checks",
            "Flushing, cleaning and blowing of lines",
            "Hydrostatic and pneumatic pressure testing",
            "Leak testing, drying and nitrogen purging",
          ],
        },
        {
          title: "Electrical systems",
          icon: "zap",
          items: [
            "Insulation resistance and continuity testing",
            "Switchgear, transformer and protection relay testing",
            "Generator and UPS commissioning",
            "Motor solo runs and energisation",
          ],
        },
        {
          title: "Instrumentation and control",
          icon: "gauge",
          items: [
            "Instrument calibration and loop checks",
            "Control system and cause-and-effect testing",
            "Fire and gas system function tests",
            "Safety instrumented system validation",
          ],
        },
        {
          title: "Process and utility start-up",
          icon: "factory",
          items: [
            "Rotating equipment alignment and run-in",
            "Utility systems commissioning",
            "Introduction of hydrocarbons and start-up",
            "Performance testing and optimisation",
          ],
        },
        {
          title: "Documentation and handover",
          icon: "clipboard-list",
          items: [
            "Commissioning procedures and test packs",
            "System completion and handover certificates",
            "As-built records and vendor data books",
            "Operator training and familiarisation",
          ],
        },
      ],
    },
    {
      kind: "steps",
      id: "approach",
      eyebrow: "Our approach",
      title: "How we commission",
      steps: [
        {
          title: "Plan by system",
          description: "We split the facility into systems and subsystems, agree priorities with operations and write procedures and test packs for each.",
        },
        {
          title: "Verify the build",
          description: "Walkdowns, punch lists and mechanical completion checks confirm each system is built, tested and safe to energise.",
        },
        {
          title: "Test and energise",
          description: "Loop checks, function tests and solo runs bring equipment into service one step at a time under permit to work.",
        },
        {
          title: "Start up and hand over",
          description: "We support the first start-up and performance tests, then hand over certified systems and trained operators.",
        },
      ],
    },
    closingCta(
      "Planning a start-up?",
      "Tell us about your facility and your target date, and we will propose a commissioning plan, team and schedule.",
    ),
  ],
};
