import { paths } from "../../../contract/site-paths";
import type { ServicePage } from "../schemas/service-page";
import { closingCta, serviceHero } from "./shared";

export const fabricationPage: ServicePage = {
  id: "fabrication",
  hero: serviceHero,
  gateImages: [serviceHero],
  intro: {
    title: "Built in our yard, installed onshore and offshore",
    paragraphs: [
      "We fabricate structures, pipe spools, skids, pressure parts and storage tanks in our own workshop and fabrication yard, then install them on site with our own construction crews. Owning both ends of the job means one team is responsible for quality from the first cut to final hook-up.",
      "Our welders and procedures are coded to ASME IX, and our work is built and tested to ASME and API codes under an ISO 9001:2015 Manufacturing certified quality system, with the documentation DPR and our clients expect.",
    ],
    image: "/art/services/fabrication-detail.svg",
    imageAlt: "Fabricators welding and assembling a steel skid in the workshop",
  },
  sections: [
    {
      kind: "groups",
      id: "scope",
      eyebrow: "Scope of work",
      title: "Construction and fabrication scope",
      groups: [
        {
          title: "Construction scope",
          icon: "hard-hat",
          items: [
            "Onshore facility construction and installation",
            "Offshore installation, hook-up and brownfield modifications",
            "Pipeline and flowline construction and replacement",
            "Storage tank erection, repair and rehabilitation",
            "Civil works, foundations and equipment bases",
            "Electrical and instrumentation installation",
            "Hot tapping, tie-ins and plant modifications",
          ],
        },
        {
          title: "Fabrication scope",
          icon: "factory",
          items: [
            "Structural steel, platforms and pipe racks",
            "Pipe spools from 2 inch diameter and above",
            "Process and utility skids",
            "Pressure vessels and storage tank components",
            "Manifolds, launchers and receivers",
            "Machined flanges, adaptors and wellhead components",
            "Blasting, painting and protective coating",
          ],
        },
      ],
    },
    {
      kind: "media",
      id: "our-yard",
      eyebrow: "Our facility",
      title: "Workshop and fabrication yard",
      paragraphs: [
        "Fabrication happens in our over 6989 m² yard, with a workshop under a 20-tonne overhead crane, a blasting and painting shop with a 10-tonne crane, a CNC machine shop linked to 3D CAD and a dedicated hydrotest bay.",
        "Clients are welcome to visit, witness tests and inspect work in progress at any stage.",
      ],
      image: "/art/services/fabrication.svg",
      imageAlt: "A gantry crane lifting a fabricated module in the Deltaforge yard",
      link: { label: "Tour the workshop and yard", href: paths.yard },
    },
    {
      kind: "features",
      id: "facilities",
      eyebrow: "Facilities",
      title: "Facilities that keep work in-house",
      style: "cards",
      features: [
        {
          title: "Covered fabrication workshop",
          icon: "factory",
          description: "Weather-protected fabrication under a 20-tonne overhead crane, with a 375 cfm compressor serving the whole yard.",
        },
        {
          title: "Blasting and painting shop",
          icon: "settings",
          description: "Enclosed abrasive blasting and coating with a 10-tonne crane, to the paint systems our clients specify.",
        },
        {
          title: "CNC machine shop",
          icon: "drafting-compass",
          description: "CNC lathes and milling machines linked to 3D CAD, alongside conventional lathes, radial drills and a hydraulic press.",
        },
        {
          title: "Coded welding bays",
          icon: "zap",
          description: "Welders and procedures qualified to ASME IX, BS 4870 and BS EN 288, with NDT to confirm every critical joint.",
        },
        {
          title: "Hydrotest bay and laydown",
          icon: "gauge",
          description: "Pressure testing with calibrated recorders, and open laydown for materials and finished assemblies awaiting dispatch.",
        },
      ],
    },
    {
      kind: "features",
      id: "value-proposition",
      eyebrow: "Why build with us",
      title: "Our value proposition",
      style: "numbered",
      features: [
        {
          title: "One point of responsibility",
          description: "Engineering, fabrication, coating, testing and installation by one company, under one quality plan.",
        },
        {
          title: "Shorter schedules",
          description: "Parallel fabrication in our yard while site works proceed cuts the time your facility is out of service.",
        },
        {
          title: "Certified quality",
          description: "Work to ASME and API codes under ISO 9001:2015 Manufacturing certification, with full traceability records.",
        },
        {
          title: "Nigerian content",
          description: "Fabrication by Nigerian welders, fitters and machinists in Nigeria, documented for your local content reporting.",
        },
        {
          title: "Safe execution",
          description: "ISO 45001:2018 safety management, trained riggers and certified lifting equipment on every lift.",
        },
      ],
    },
    {
      kind: "credentials",
      id: "standards",
      eyebrow: "Codes and standards",
      title: "Built and tested to recognised codes",
      credentials: [
        { code: "ASME", name: "Welding and pressure parts", description: "Welding qualified to ASME IX, pressure parts to ASME VIII and piping to ASME B31.3." },
        { code: "API", name: "Tanks, pipelines and wellheads", description: "Tanks to API 650 and 653, pipeline welding to API 1104 and wellhead parts to API 6A dimensions." },
        { code: "ISO", name: "Certified quality", description: "Fabrication under our ISO 9001:2015 Manufacturing certified quality management system." },
        { code: "DPR", name: "Regulatory compliance", description: "Inspection and test records prepared to DPR requirements for Nigerian oil and gas facilities." },
      ],
    },
    closingCta(
      "Have something to build?",
      "Send us drawings or a scope of work, and we will price fabrication, testing and installation, and invite you to see our yard.",
    ),
  ],
};
