/** The /why-choose-us page's content (the agency named the cards; their texts are ours). */

export type BenefitIcon = "award" | "bolt" | "handshake" | "search" | "shield" | "chart";

export const benefits: ReadonlyArray<{ title: string; text: string; icon: BenefitIcon }> = [
  {
    title: "Industry Experience",
    text: "Our recruiters know the work of the Gulf Coast, from docks and refineries to hotels, casinos and offices, and the skills each job demands.",
    icon: "award",
  },
  {
    title: "Quick Response Time",
    text: "When you need people, you need them now. We answer staffing requests promptly and fill open shifts fast.",
    icon: "bolt",
  },
  {
    title: "Personalized Service",
    text: "You work with a recruiter who learns your business, your culture and your standards, not a call queue.",
    icon: "handshake",
  },
  {
    title: "Focused Screening",
    text: "Interviews, skills checks and reference checks match each candidate to the right role before day one.",
    icon: "search",
  },
  {
    title: "Quality Assurance",
    text: "We stay in touch with clients and workers throughout every assignment and act quickly on feedback.",
    icon: "shield",
  },
  {
    title: "Growth Opportunities",
    text: "For job seekers, every assignment is a step forward: many temporary roles become permanent careers.",
    icon: "chart",
  },
];

export const whatYouCanExpect: readonly string[] = [
  "A dedicated recruiter who knows your industry",
  "Prompt answers to every staffing request",
  "Candidates screened for skills, experience and reliability",
  "Temporary, temp-to-hire and direct-placement options",
  "Clear communication before, during and after each assignment",
  "Safety-minded workers who respect your site rules",
  "Competitive pay and steady work for our employees",
  "Local people who know Louisiana and Texas",
];
