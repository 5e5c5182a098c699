import type { PostInput } from "~/features/posts/post.server";
import { agencyDefaults } from "~/features/settings/agency-defaults";
import { serviceText, type ServiceText } from "~/features/site/service-text.server";
import { serviceCategories as categoryList } from "~/features/site/services";

import "~/platform/i18n/catalogues.server";

import { AGENCY_TIME_ZONE } from "~/platform/config/time-zone";

import { categoryDetails } from "./category-details";
import { cities, type City } from "./places";

// The sample content is English: the catalogue in English, as outside a request.
const serviceCategories = categoryList.map(serviceText);

export type SamplePost = Omit<PostInput, "slug" | "isPublished"> & { publishedAt: Date };

const authors = ["Maria Lopez", "James Carter", "Dana Thibodeaux", "Luis Hernandez", "Karen Broussard"];

const applyParagraph =
  `To apply, use the Online Application at the top of this page, or call a recruiter: ${agencyDefaults.phones[0]!.number} in Louisiana, ` +
  `${agencyDefaults.phones[1]!.number} in Texas. Bring a photo ID to your interview.`;

const safetyTopics = [
  [
    "Heat Stress on Summer Job Sites",
    "Drink water every 15 minutes, take your breaks in the shade, and tell your lead about dizziness or cramps at once.",
  ],
  [
    "Ladder Safety",
    "Keep three points of contact, set the ladder at a 4-to-1 angle, and never stand on the top two rungs.",
  ],
  [
    "Forklift Pedestrian Zones",
    "Stay inside marked walkways, make eye contact with the operator, and never walk under a raised load.",
  ],
  [
    "Lifting Without Back Injuries",
    "Bend your knees, keep the load close, and ask for help or a lift assist above 50 pounds.",
  ],
  [
    "Lockout/Tagout Basics",
    "Only the person who placed a lock removes it, and every energy source is verified dead before work starts.",
  ],
  ["Hearing Protection in Plants", "Wear plugs or muffs wherever signs say so; noise damage builds up without pain."],
  ["Driving in Heavy Rain", "Slow down, double your following distance, and never drive through water over the road."],
  [
    "Working Around Cranes",
    "Stay out of the swing radius, follow the signal person, and never walk under a suspended load.",
  ],
  ["Slips, Trips and Falls", "Clean spills at once, keep walkways clear, and wear shoes with slip-resistant soles."],
  [
    "Hand Protection",
    "Pick the glove for the task: cut-resistant for sheet metal, chemical gloves for solvents, never gloves near rotating parts.",
  ],
  [
    "Hazard Communication",
    "Read the label and the safety data sheet before using any chemical, and ask when in doubt.",
  ],
  ["Confined Spaces", "Never enter without a permit, an attendant and an air test, even to rescue a coworker."],
  [
    "Fatigue on Long Shifts",
    "Sleep seven hours between shifts, eat a real meal, and speak up when you are too tired to work safely.",
  ],
  [
    "Fire Watch Duties",
    "Keep the extinguisher within reach, watch for sparks for 30 minutes after hot work ends, and know your exit.",
  ],
  [
    "Personal Protective Equipment",
    "Hard hat, safety glasses, vest and boots are the minimum on most sites; check the site's own list.",
  ],
  ["Stop Work Authority", "Every associate may stop a job that looks unsafe, and no one will be penalized for it."],
] as const;

const seekerTips = [
  [
    "Make a Great First Impression",
    "Arrive fifteen minutes early on your first day, bring your ID, and ask who your lead is.",
  ],
  [
    "Write a Resume That Gets Calls",
    "Lead with the work you did, in numbers when you can: crews supervised, loads moved, calls answered.",
  ],
  [
    "Prepare for a Phone Interview",
    "Find a quiet place, keep your resume in front of you, and have two questions ready about the job.",
  ],
  [
    "Turn a Temporary Job into a Permanent One",
    "Show up every day, learn the next task before you are asked, and tell your supervisor you want to stay.",
  ],
  [
    "Keep Your Certifications Current",
    "Note every expiry date; an expired TWIC card or CDL medical card can cost you an assignment.",
  ],
  ["Dress for Your Interview", "Clean work clothes are right for a plant interview; business casual for an office."],
  ["Use References Well", "Ask former supervisors before you list them, and tell them which job you are applying for."],
  ["Manage Overtime Weeks", "Plan meals, rest and family time before a six-day week starts, not after."],
  ["Talk About Gaps in Your Work History", "Be honest and brief, then talk about what you are ready to do now."],
  [
    "Learn a Second Trade",
    "Forklift, first aid or a basic welding course makes you the first call for more assignments.",
  ],
  [
    "Start a New Assignment Safely",
    "Ask for the site orientation, know where the exits and first-aid kits are, and never guess with a machine.",
  ],
  [
    "Keep Track of Your Hours",
    "Write down your start and end times every day so your time sheet matches your pay stub.",
  ],
] as const;

const employerTopics = [
  [
    "Planning Staff for Turnaround Season",
    "Order craft workers a month ahead and share the scope: we match certifications to each task.",
  ],
  [
    "The Real Cost of a Vacancy",
    "Every open position means overtime, missed orders or slower service; a temporary associate costs less than all three.",
  ],
  [
    "Temp-to-Hire as a Working Interview",
    "Seeing someone on your floor for 90 days tells you more than any interview can.",
  ],
  [
    "Onboarding Temporary Associates",
    "A short site tour, a named lead and the safety rules on day one cut early turnover in half.",
  ],
  [
    "Seasonal Hiring Without the Scramble",
    "Share last year's numbers and this year's forecast; we build the bench before the peak.",
  ],
  [
    "Keeping Crews Safe Together",
    "Our safety team visits your site with you before the first placement and after any incident.",
  ],
  [
    "What a Staffing Markup Pays For",
    "Payroll taxes, workers' compensation, recruiting, screening and the replacement guarantee are all in the rate.",
  ],
  [
    "Writing a Job Order That Gets the Right People",
    "List the must-have certifications, the shift, the physical demands and who the associate reports to.",
  ],
  [
    "Retaining Good Associates",
    "Fair schedules, a clear lead and a word of thanks keep good people longer than a bonus does.",
  ],
  [
    "Preparing Your Site for Hurricane Season",
    "Agree with us on how closures are announced and who confirms the restart date.",
  ],
] as const;

/** A small deterministic random generator (mulberry32): the same sample every run. */
function randomGenerator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

type Draft = Omit<SamplePost, "author" | "publishedAt" | "featuredImageUrl">;

function opening(category: ServiceText, position: string, city: City): Draft {
  const details = categoryDetails[category.slug as keyof typeof categoryDetails];
  const role = position.toLowerCase();
  return {
    title: `Now Hiring ${position} in ${city.name}`,
    excerpt: `Our ${city.name} clients need ${role}. ${details.shifts}`,
    content: [
      `We are recruiting ${role} for ${details.sites} in and around ${city.name}, ${city.state}. ${category.description}`,
      details.shifts,
      `What you need: ${details.requirements}`,
      `${details.tempToHire} Pay depends on experience and certifications; your recruiter gives you the rate before you accept an assignment.`,
      applyParagraph,
    ].join("\n\n"),
  };
}

function outlook(category: ServiceText, date: Date): Draft {
  const details = categoryDetails[category.slug as keyof typeof categoryDetails];
  const month = date.toLocaleDateString("en-US", { month: "long", year: "numeric", timeZone: AGENCY_TIME_ZONE });
  return {
    title: `${category.title} Hiring Outlook for ${month}`,
    excerpt: `Where the ${category.title.toLowerCase()} openings are this month across Louisiana and Texas.`,
    content: [
      `Demand for ${category.positions.slice(0, 3).join(", ").toLowerCase()} stays steady this month at ${details.sites} across Southwest Louisiana and Southeast Texas.`,
      `For job seekers: ${details.requirements}`,
      `For employers: ${details.leadTime}`,
      applyParagraph,
    ].join("\n\n"),
  };
}

function jobFair(city: City, date: Date): Draft {
  const day = date.toLocaleDateString("en-US", {
    weekday: "long",
    month: "long",
    day: "numeric",
    year: "numeric",
    timeZone: AGENCY_TIME_ZONE,
  });
  const featured = shuffled(serviceCategories, randomGenerator(date.getTime() % 100_000)).slice(0, 3);
  return {
    title: `Job Fair in ${city.name} on ${day}`,
    excerpt: `Meet our recruiters in ${city.name} and interview on the spot for ${featured.map((c) => c.title.toLowerCase()).join(", ")} positions.`,
    content: [
      `Our recruiters will be in ${city.name} from 9:00 AM to 2:00 PM to interview for ${featured.map((c) => c.title.toLowerCase()).join(", ")} openings. Walk-ins are welcome.`,
      "Bring a photo ID, your Social Security card or another work-eligibility document, and copies of your licenses and certifications.",
      "Candidates who complete their paperwork on site can start as early as the following week.",
      applyParagraph,
    ].join("\n\n"),
  };
}

function advice(prefix: string, [topic, advice]: readonly [string, string], closing: string): Draft {
  return {
    title: `${prefix}: ${topic}`,
    excerpt: advice,
    content: [advice, closing, applyParagraph].join("\n\n"),
  };
}

function stormReadiness(city: City): Draft {
  return {
    title: `Hurricane Season: What ${city.name} Associates Should Know`,
    excerpt: `How we reach ${city.name} associates when a storm closes their site, and how pay works during closures.`,
    content: [
      `Hurricane season runs from June through November. When a storm threatens ${city.name}, we follow the ${city.state === "Louisiana" ? "parish" : "county"} emergency orders and each client's closure plan.`,
      "Keep your phone number current in the Employee Portal: closures and restart dates go out by text message first.",
      "Time worked before a closure is paid on the regular Friday payroll, even if our office is closed.",
      applyParagraph,
    ].join("\n\n"),
  };
}

/**
 * `count` published news posts, oldest first, one a day up to `newest`: hiring notices,
 * monthly outlooks, job fairs, safety and career advice, as a Gulf Coast staffing agency
 * would publish them. Titles are all different; the same count always gives the same posts.
 */
export function samplePosts(count: number, newest: Date): SamplePost[] {
  const random = randomGenerator(2026);
  const openings = shuffled(
    serviceCategories.flatMap((category) =>
      category.positions.flatMap((position) => cities.map((city) => [category, position, city] as const)),
    ),
    random,
  );
  const safety = shuffled(safetyTopics, random);
  const tips = shuffled(seekerTips, random);
  const insights = shuffled(employerTopics, random);
  const storms = shuffled(cities, random);
  const kinds: ((date: Date, index: number) => Draft | undefined)[] = [
    () => {
      const next = openings.shift();
      return next && opening(...next);
    },
    (date, index) => outlook(serviceCategories[index % serviceCategories.length]!, date),
    (date, index) => jobFair(cities[index % cities.length]!, date),
    () => {
      const next = safety.shift();
      return (
        next &&
        advice(
          "Safety Spotlight",
          next,
          "Your site lead and your recruiter are there for any safety question. Report every injury, however small, the same day.",
        )
      );
    },
    () => {
      const next = tips.shift();
      return (
        next &&
        advice(
          "Job Seeker Tips",
          next,
          "Your recruiter is glad to go over your resume or your next interview with you, at no charge.",
        )
      );
    },
    () => {
      const next = insights.shift();
      return next && advice("For Employers", next, "Call us to talk through your staffing plan for the coming months.");
    },
    (date) => {
      const month = date.getUTCMonth();
      const next = month >= 5 && month <= 10 ? storms.shift() : undefined;
      return next && stormReadiness(next);
    },
  ];
  // Mostly hiring notices, as on a staffing agency's news page, with the other kinds between them.
  const rotation = [0, 1, 0, 2, 0, 3, 0, 4, 0, 5, 0, 6];

  const titles = new Set<string>();
  const posts: SamplePost[] = [];
  for (let index = 0; posts.length < count; index++) {
    const date = new Date(newest.getTime() - (count - 1 - posts.length) * 86_400_000);
    const first = rotation[index % rotation.length]!;
    let draft: Draft | undefined;
    for (let attempt = 0; attempt < kinds.length && !draft; attempt++) {
      const candidate = kinds[(first + attempt) % kinds.length]!(date, index);
      if (candidate && !titles.has(candidate.title)) draft = candidate;
    }
    if (!draft) continue;
    titles.add(draft.title);
    posts.push({ ...draft, featuredImageUrl: null, author: authors[index % authors.length]!, publishedAt: date });
  }
  return posts;
}
