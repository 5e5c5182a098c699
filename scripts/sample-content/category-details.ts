import type { ServiceSlug } from "~/features/site/services";

/** What a recruiter would tell people about each staffing category, for the sample FAQs and posts. */
export interface CategoryDetails {
  /** What a job seeker needs to apply. */
  requirements: string;
  /** The usual hours. */
  shifts: string;
  /** How fast an employer's order is usually filled. */
  leadTime: string;
  /** How assignments turn into permanent jobs. */
  tempToHire: string;
  /** Where the work is. */
  sites: string;
}

export const categoryDetails: Record<ServiceSlug, CategoryDetails> = {
  "office-support": {
    requirements:
      "Bring a photo ID and proof of eligibility to work in the U.S. We check typing speed and your comfort with Microsoft Office or Google Workspace; bookkeeping roles also include a short QuickBooks exercise.",
    shifts: "Most assignments are weekday business hours, 8:00 AM to 5:00 PM, with some part-time front-desk coverage.",
    leadTime:
      "We keep screened receptionists and assistants on call, so a one-day absence is usually covered the next morning; longer assignments take two to three business days.",
    tempToHire:
      "Many office assignments become permanent after 90 days. The conversion fee drops the longer the associate has worked with you.",
    sites: "law firms, clinics, refinery offices and small businesses",
  },
  "skilled-trades": {
    requirements:
      "Bring your trade certifications (NCCER, journeyman or state license) and references from recent jobs. Welders test at a partner shop before their first assignment.",
    shifts: "Construction and turnaround work runs 10- or 12-hour days, often six days a week during a turnaround.",
    leadTime:
      "Craft workers for a planned turnaround should be ordered two to four weeks ahead; single maintenance hands can often start within a week.",
    tempToHire: "Contractors regularly hire our welders, electricians and pipefitters once a project ends well.",
    sites: "plants, refineries, new construction and maintenance shops",
  },
  "customer-service": {
    requirements:
      "Bring a photo ID. We run a short phone interview and a typing and computer skills check; bilingual candidates also take a Spanish conversation check.",
    shifts: "Call centers staff day, evening and weekend shifts; many openings are 32 to 40 hours a week.",
    leadTime:
      "Small teams start within a week. For a new call center or a seasonal ramp-up, we recruit and train classes of ten to thirty people.",
    tempToHire: "About half of our customer service associates are hired on by the client within six months.",
    sites: "call centers, utility offices, retail counters and help desks",
  },
  "light-industrial": {
    requirements:
      "Bring a photo ID and steel-toe boots. Forklift operators show a current certification or take our in-house evaluation; every worker watches our warehouse safety video.",
    shifts: "First, second and third shifts are available, and overtime is common during peak season.",
    leadTime:
      "Warehouse and production crews can usually start within 48 hours. Seasonal peaks are easier with a forecast a month ahead.",
    tempToHire: "Distribution centers often hire our best associates after a peak season or 520 hours worked.",
    sites: "warehouses, plants and distribution centers",
  },
  hospital: {
    requirements:
      "Bring your certifications (CNA, BLS, or sterile processing), immunization records and a photo ID. Every healthcare placement includes a background check and a drug screen.",
    shifts: "Hospitals need people around the clock: 8- and 12-hour shifts, nights and weekends included.",
    leadTime:
      "Support roles such as unit secretaries and transporters start within a week once credentials are verified; certified roles take a little longer.",
    tempToHire: "Hospitals frequently offer permanent positions to the associates who cover their open shifts.",
    sites: "hospitals, clinics and long-term care facilities",
  },
  "professional-placement": {
    requirements:
      "Send a current resume. A recruiter calls to learn about your experience and goals before presenting you to an employer, always with your permission.",
    shifts: "These are direct-hire, full-time positions on the employer's regular schedule.",
    leadTime: "A professional search usually presents the first qualified candidates within two to three weeks.",
    tempToHire: "Professional placements are direct hire from day one; our guarantee covers the first 90 days.",
    sites: "plants, engineering firms, hospitals and regional headquarters",
  },
  "heavy-equipment": {
    requirements:
      "Bring your operator certifications (NCCCO for cranes), a valid driver's license and references. Operators show their skills on a site evaluation before placement.",
    shifts: "Site work starts early, usually 6:00 AM, with 10-hour days and Saturday make-up days after rain.",
    leadTime:
      "Experienced operators can usually be on site within a week; certified crane operators may take longer during busy seasons.",
    tempToHire: "Contractors often keep our operators from one project to the next.",
    sites: "road work, industrial construction and pipeline right-of-way",
  },
  "cdl-drivers": {
    requirements:
      "Bring your Class A or Class B CDL, your DOT medical card and a copy of your motor vehicle record. Tanker and hazmat endorsements open more routes.",
    shifts: "Local routes are home daily; regional routes are out two to four nights a week.",
    leadTime:
      "Local delivery drivers are usually ready within a few days, once the road test and drug screen are done.",
    tempToHire: "Many carriers hire our drivers after a 90-day assignment with a clean record.",
    sites: "distribution centers, plants and fuel terminals",
  },
  dockside: {
    requirements:
      "Bring a valid TWIC card (we can help you apply), a photo ID and steel-toe boots. Crane and equipment operators also show their certifications.",
    shifts: "Terminal work follows the ships: early starts, weekend vessels and overtime when cargo is late.",
    leadTime:
      "Cargo handlers with a TWIC card can often start the same week. Tell us the vessel schedule and we plan the crews around it.",
    tempToHire: "Terminals and stevedoring companies regularly hire our dependable hands for their permanent crews.",
    sites: "the terminals of the Gulf Coast",
  },
  "oil-and-gas": {
    requirements:
      "Bring your SafeLand or equivalent safety orientation, a photo ID and proof of any craft certification. Offshore work also needs a TWIC card and current water survival training.",
    shifts: "Rotations such as 14 days on and 14 off are common offshore; plant work runs 12-hour shifts.",
    leadTime:
      "Operators and helpers with current safety training can mobilize within a week; we track every certification's expiry date.",
    tempToHire: "Operators often hire our helpers and technicians on after a full rotation cycle.",
    sites: "refineries, chemical plants, fabrication yards and offshore platforms",
  },
  hospitality: {
    requirements:
      "Bring a photo ID. Food service roles need a food handler card, which we can help you get; bartenders need a responsible vendor permit.",
    shifts:
      "Hotels and event venues staff mornings, evenings and weekends, with extra shifts around festivals and conventions.",
    leadTime: "Banquet and housekeeping crews can often start within 48 hours, even for a single event.",
    tempToHire: "Hotels often offer full-time positions to our associates after a busy season.",
    sites: "hotels, resorts, event centers and restaurants",
  },
  "gaming-casino": {
    requirements:
      "Bring a photo ID and be ready for a background check; casino positions need a gaming permit from the state, and we walk you through the application.",
    shifts: "Casinos run 24 hours: swing and graveyard shifts pay a differential.",
    leadTime:
      "Positions that need a new gaming permit take two to three weeks; associates who already hold one can start within days.",
    tempToHire:
      "Casinos regularly hire our dealers and cage cashiers once their gaming permit and training are complete.",
    sites: "casinos and resorts",
  },
};
