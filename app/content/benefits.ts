import type { Benefit } from "./schemas/benefit";

// Why work with us: the three benefit cards of the careers page. Art: public/art/careers/.
export const benefits: Benefit[] = [
  {
    id: "learning",
    icon: "graduation-cap",
    title: "Learning & Development",
    description:
      "Paid training and certification every year, from BOSIET and IRATA to coded welding and NDT, plus mentoring by senior engineers on live projects.",
    image: "/art/careers/learning.svg",
  },
  {
    id: "recognition",
    icon: "award",
    title: "Performance Recognition",
    description:
      "Clear goals, twice-yearly reviews and bonuses that reward safe, quality work, with promotion from within whenever a new role opens.",
    image: "/art/careers/recognition.svg",
  },
  {
    id: "team",
    icon: "users",
    title: "Team Environment",
    description:
      "Small crews where everyone's voice counts and anyone may stop unsafe work, backed by a management team that visits the yard and the field.",
    image: "/art/careers/team.svg",
  },
];
