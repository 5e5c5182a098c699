/**
 * The twelve staffing categories: one page each at /services/{slug}, all rendered by
 * routes/_public.services.$category.tsx from this list. The order is the sidebar's.
 * Texts marked "Given" are the agency's own words, kept word for word; the other six pages,
 * for which the agency gave no text, are written in the same style.
 */

export type ServiceIcon =
  | "office"
  | "tools"
  | "headset"
  | "warehouse"
  | "medical"
  | "briefcase"
  | "excavator"
  | "truck"
  | "anchor"
  | "oil"
  | "hotel"
  | "cards";

export interface ServiceCategory {
  slug: string;
  title: string;
  /** The one-line description under the page title. */
  description: string;
  /** A short paragraph for the summary cards on /services. */
  summary: string;
  positions: readonly string[];
  icon: ServiceIcon;
}

export const serviceCategories = [
  {
    slug: "office-support",
    title: "Office Support",
    description: "Dependable administrative and clerical professionals who keep your office running smoothly.",
    summary: "Receptionists, assistants, data entry and accounting support for short-term coverage or permanent hires.",
    positions: [
      "Administrative Assistants",
      "Receptionists",
      "Data Entry Clerks",
      "Executive Assistants",
      "Office Managers",
      "Bookkeepers",
      "Payroll Clerks",
      "Accounts Payable Clerks",
    ],
    icon: "office",
  },
  {
    slug: "skilled-trades",
    title: "Skilled Trades",
    description: "Qualified tradespeople for construction, maintenance and industrial projects.",
    summary: "Electricians, welders, pipefitters and other craft workers, checked for their skills and certifications.",
    positions: [
      "Electricians",
      "Welders",
      "Pipefitters",
      "Carpenters",
      "Plumbers",
      "HVAC Technicians",
      "Millwrights",
      "Maintenance Mechanics",
    ],
    icon: "tools",
  },
  {
    slug: "customer-service",
    title: "Customer Service",
    description: "Friendly, professional representatives for call centers, help desks and front-line support.",
    summary: "People who represent your brand well, on the phone, at the counter and online.",
    positions: [
      "Customer Service Representatives",
      "Call Center Agents",
      "Help Desk Specialists",
      "Bilingual Representatives",
      "Technical Support Representatives",
      "Order Processing Clerks",
      "Retail Sales Associates",
      "Customer Service Supervisors",
    ],
    icon: "headset",
  },
  {
    slug: "light-industrial",
    title: "Light Industrial",
    description: "Reliable workers for warehouses, manufacturing plants and distribution centers.",
    summary: "Warehouse, production and assembly crews ready for every shift, including seasonal peaks.",
    positions: [
      "Warehouse Associates",
      "Forklift Operators",
      "Production Workers",
      "Assemblers",
      "Machine Operators",
      "Packers and Shippers",
      "Quality Control Inspectors",
      "General Laborers",
    ],
    icon: "warehouse",
  },
  {
    slug: "hospital",
    title: "Hospital",
    description: "Caring support staff for hospitals, clinics and other healthcare facilities.",
    summary: "Patient care and support teams that keep healthcare facilities running around the clock.",
    positions: [
      "Patient Care Technicians",
      "Certified Nursing Assistants",
      "Medical Receptionists",
      "Unit Secretaries",
      "Patient Transporters",
      "Environmental Services Technicians",
      "Dietary Aides",
      "Sterile Processing Technicians",
    ],
    icon: "medical",
  },
  {
    slug: "professional-placement",
    title: "Professional Placement",
    // Given: experienced professionals and executives.
    description: "Direct-hire placement of experienced professionals and executives.",
    summary: "Direct-hire searches for managers, specialists and executives who will grow with you.",
    positions: [
      "Project Managers",
      "Business Analysts",
      "HR Professionals",
      "Marketing Specialists",
      "IT Professionals",
      "Finance & Accounting Managers",
      "Operations Managers",
      "Sales Executives",
    ],
    icon: "briefcase",
  },
  {
    slug: "heavy-equipment",
    title: "Heavy Equipment",
    // Given: certified operators and mechanics for construction and industrial equipment.
    description: "Experienced, certified operators and mechanics for construction and industrial equipment.",
    summary: "Certified operators and mechanics for cranes, excavators, dozers and more.",
    positions: [
      "Crane Operators",
      "Excavator Operators",
      "Bulldozer Operators",
      "Loader Operators",
      "Grader Operators",
      "Backhoe Operators",
      "Heavy Equipment Mechanics",
      "Construction Equipment Operators",
    ],
    icon: "excavator",
  },
  {
    slug: "cdl-drivers",
    title: "CDL Drivers",
    // Given: licensed commercial drivers.
    description: "Safe, licensed commercial drivers for local, regional and long-haul routes.",
    summary: "Class A and Class B drivers with clean records for local, regional and over-the-road work.",
    positions: [
      "Class A CDL Drivers",
      "Class B CDL Drivers",
      "Local Delivery Drivers",
      "Long Haul Drivers",
      "Tanker Drivers",
      "Flatbed Drivers",
      "Hazmat Certified Drivers",
      "Regional Route Drivers",
    ],
    icon: "truck",
  },
  {
    slug: "dockside",
    title: "Dockside",
    // Given: maritime and port workers.
    description: "Experienced maritime and port workers for docks, terminals and shipping operations.",
    summary: "Longshoremen, cargo handlers and port crews for the terminals of the Gulf Coast.",
    positions: [
      "Longshoremen",
      "Port Workers",
      "Cargo Handlers",
      "Crane Operators",
      "Stevedores",
      "Maritime Equipment Operators",
      "Dock Supervisors",
      "Shipping Coordinators",
    ],
    icon: "anchor",
  },
  {
    slug: "oil-and-gas",
    title: "Oil and Gas",
    description: "Safety-trained workers for upstream, midstream and downstream energy operations.",
    summary: "Field hands, plant operators and technicians for refineries, pipelines and rigs.",
    positions: [
      "Roustabouts",
      "Floorhands",
      "Derrickhands",
      "Pipeline Welders",
      "Plant Operators",
      "Instrumentation Technicians",
      "Safety Technicians",
      "Field Supervisors",
    ],
    icon: "oil",
  },
  {
    slug: "hospitality",
    title: "Hospitality",
    // Given: hotels, restaurants, event venues.
    description: "Service-minded staff for hotels, restaurants, event venues and catering.",
    summary: "Front desk, kitchen, housekeeping and event staff who make every guest feel welcome.",
    positions: [
      "Restaurant Servers",
      "Bartenders",
      "Hotel Front Desk Staff",
      "Housekeeping Staff",
      "Chefs and Cooks",
      "Event Staff",
      "Banquet Servers",
      "Hospitality Managers",
    ],
    icon: "hotel",
  },
  {
    slug: "gaming-casino",
    title: "Gaming/Casino",
    // Given: casino and gaming facilities.
    description: "Trained, guest-focused staff for casino and gaming facilities.",
    summary: "Dealers, cage cashiers, security and guest services for the region's casinos.",
    positions: [
      "Dealers",
      "Slot Attendants",
      "Security Personnel",
      "Cage Cashiers",
      "Floor Supervisors",
      "Pit Managers",
      "Cocktail Servers",
      "Guest Services Representatives",
    ],
    icon: "cards",
  },
] as const satisfies readonly ServiceCategory[];

export type ServiceSlug = (typeof serviceCategories)[number]["slug"];

export function findServiceCategory(slug: string | undefined): ServiceCategory | undefined {
  return serviceCategories.find((category) => category.slug === slug);
}

/** The six categories /services presents as summary cards (in the agency's order). */
export const featuredServiceSlugs: readonly ServiceSlug[] = [
  "oil-and-gas",
  "dockside",
  "hospitality",
  "office-support",
  "skilled-trades",
  "light-industrial",
];

export function featuredServices(): ServiceCategory[] {
  return featuredServiceSlugs.map((slug) => findServiceCategory(slug)!);
}

/** The four reasons every service page lists under 'Why Choose Us'. */
export const serviceReasons = [
  { title: "Experience", text: "Years of matching the right people to the right jobs across Louisiana and Texas." },
  { title: "Reliability", text: "Screened workers who show up ready, on time, for every shift." },
  { title: "Flexibility", text: "Temporary, temp-to-hire or direct placement: staffing on your terms." },
  { title: "Quality", text: "We follow up on every placement to make sure it meets your standards." },
] as const;
