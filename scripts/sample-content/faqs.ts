import type { FaqInput } from "~/features/faqs/faq.server";
import { agencyDefaults } from "~/features/settings/agency-defaults";
import { serviceText } from "~/features/site/service-text.server";
import { serviceCategories } from "~/features/site/services";

import "~/platform/i18n/catalogues.server";

import { categoryDetails } from "./category-details";
import { cities } from "./places";

type SampleFaq = Pick<FaqInput, "question" | "answer" | "category">;

// The defaults (the seed writes content before staff set anything).
const louisiana = agencyDefaults.phones[0]!;
const texas = agencyDefaults.phones[1]!;

const general: SampleFaq[] = [
  {
    question: "What areas do you serve?",
    answer: `We place people across Louisiana and Texas, from Lake Charles and Lafayette to Beaumont, Port Arthur and Houston. Our office is in ${agencyDefaults.offices[0]!.city}, Louisiana.`,
  },
  {
    question: "What are your office hours?",
    answer:
      "Monday to Friday, 8:00 AM to 5:00 PM. Associates on assignment can reach an on-call recruiter after hours.",
  },
  {
    question: "How do I contact a recruiter?",
    answer: `Call ${louisiana.number} in Louisiana or ${texas.number} in Texas, write to ${agencyDefaults.generalEmail}, or use the form on our Contact page.`,
  },
  {
    question: "What is the difference between temporary, temp-to-hire and direct hire?",
    answer:
      "Temporary associates work for us on your site for as long as you need them. Temp-to-hire starts the same way, with the option to hire the associate after an agreed period. Direct hire means we recruit and you employ the person from the first day.",
  },
  {
    question: "Do you charge job seekers a fee?",
    answer: "Never. Our clients pay for our services; applying, interviewing and working through us is free for you.",
  },
  {
    question: "Is TeamWork Staffing an equal opportunity employer?",
    answer:
      "Yes. We recruit and place people without regard to race, color, religion, sex, national origin, age, disability, veteran status or any other protected status.",
  },
  {
    question: "What happens when a hurricane is in the Gulf?",
    answer:
      "We follow the parish and county emergency orders. Associates get a text message about closed sites and about when to report back, and our recruiters keep payroll running from outside the storm's path.",
  },
  {
    question: "Do you speak Spanish?",
    answer: "Yes. Several of our recruiters are bilingual, and we place bilingual associates in many roles.",
  },
].map((faq) => ({ ...faq, category: null }));

const jobSeekers: SampleFaq[] = [
  {
    question: "How do I apply for a job?",
    answer:
      "Fill in our online application, then call or visit the office to schedule a short interview. Bring a photo ID and the documents that prove you may work in the U.S.",
  },
  {
    question: "What documents should I bring to my interview?",
    answer:
      "A photo ID, your Social Security card or another document from the I-9 list, and any licenses or certifications for the work you want (CDL, TWIC, forklift, CNA).",
  },
  {
    question: "When and how do I get paid?",
    answer:
      "We pay weekly, every Friday, by direct deposit or a pay card. Turn in your approved time by Monday noon for the previous week.",
  },
  {
    question: "Do you drug test?",
    answer:
      "Most clients require a pre-employment drug screen, and safety-sensitive sites also test at random. We tell you before the interview what the assignment requires.",
  },
  {
    question: "Can I work while I wait for a permanent job?",
    answer:
      "Yes. Many of our associates take temporary assignments while we look for a permanent position that fits them, and many assignments become permanent.",
  },
  {
    question: "Do you offer benefits?",
    answer:
      "Associates who work 30 hours a week or more can enroll in our medical plan after the waiting period. Everyone is covered by workers' compensation on assignment.",
  },
  {
    question: "What if I cannot make it to my shift?",
    answer:
      "Call your recruiter at least two hours before the shift starts, so we can send someone else. Missing a shift without calling can end the assignment.",
  },
  {
    question: "Can I choose where I work?",
    answer:
      "Tell us which cities, shifts and kinds of work you want. We only offer assignments that fit, and you can say no to any of them.",
  },
  {
    question: "I have a record. Can I still apply?",
    answer:
      "Yes. Many of our clients consider applicants with a record, depending on the offense and how long ago it was. Be open with your recruiter so we can find the right fit.",
  },
  {
    question: "Do you help with resumes and interviews?",
    answer:
      "Our recruiters review your resume with you and tell you what each employer looks for before the interview. There is no charge.",
  },
  {
    question: "How do I see my pay stubs and W-2?",
    answer:
      "Sign in to the Employee Portal linked at the top of every page. Your recruiter can reset your access if you are locked out.",
  },
  {
    question: "Can students work with you?",
    answer:
      "Yes, if you are 18 or older. Evening, weekend and summer assignments in hospitality, warehouses and events fit well around classes.",
  },
].map((faq) => ({ ...faq, category: "Job Seekers" }));

const employers: SampleFaq[] = [
  {
    question: "How do I request workers?",
    answer: `Call ${louisiana.number} or ${texas.number}, or send us the role, the number of people, the site, the shifts and the start date through the Contact page. A recruiter confirms the order the same day.`,
  },
  {
    question: "How do you screen candidates?",
    answer:
      "Every candidate is interviewed in person, checked against references and, as your site requires, background checked, drug screened and skills tested before the first shift.",
  },
  {
    question: "Who pays the workers' payroll taxes and insurance?",
    answer:
      "We do. Temporary associates are our employees: we handle payroll, taxes, unemployment insurance and workers' compensation, and you receive one weekly invoice.",
  },
  {
    question: "What if a worker is not a good fit?",
    answer:
      "Tell us within the first four hours of the first shift and you will not be billed for those hours. We send a replacement as soon as possible.",
  },
  {
    question: "Can you staff a whole shift or a new site?",
    answer:
      "Yes. We recruit, screen and train crews of any size, and for large teams we can place an on-site coordinator who handles attendance and time sheets.",
  },
  {
    question: "Do you carry general liability insurance?",
    answer:
      "Yes. We carry general liability and workers' compensation coverage, and we send certificates of insurance on request.",
  },
  {
    question: "How are your rates calculated?",
    answer:
      "The bill rate is the associate's pay rate plus a markup that covers taxes, insurance, recruiting and our margin. Overtime is billed at one and a half times the regular rate.",
  },
  {
    question: "Can you handle seasonal peaks?",
    answer:
      "Yes. Share your forecast four to six weeks ahead and we build a bench of screened associates ready for the first busy week.",
  },
  {
    question: "Do you follow our site's safety rules?",
    answer:
      "Yes. We review each site's safety requirements before the first placement, make sure associates have the required training and protective equipment, and visit sites regularly.",
  },
  {
    question: "How do we approve hours?",
    answer:
      "Supervisors approve time each week in our online portal, or sign paper time sheets that we collect. Invoices follow the approved hours.",
  },
  {
    question: "Do you place workers in Texas as well as Louisiana?",
    answer:
      "Yes. We place associates across Southeast Texas and Louisiana, and we are licensed to do business in both states.",
  },
  {
    question: "Can we interview candidates before they start?",
    answer:
      "Of course. We can arrange phone or on-site interviews for any order, and for every temp-to-hire or direct-hire position.",
  },
].map((faq) => ({ ...faq, category: "Employers" }));

// The sample content is English: the catalogue in English, as outside a request.
const byCategory: SampleFaq[] = serviceCategories
  .map(serviceText)
  .flatMap(({ slug, title, positions, description }) => {
    const details = categoryDetails[slug];
    const sample = positions.slice(0, 4).join(", ").toLowerCase();
    return [
      {
        question: `What ${title} jobs do you fill?`,
        answer: `${description} We regularly place ${sample} and more, at ${details.sites}.`,
        category: "Job Seekers",
      },
      { question: `What do I need to apply for ${title} work?`, answer: details.requirements, category: "Job Seekers" },
      { question: `What are the hours in ${title} positions?`, answer: details.shifts, category: "Job Seekers" },
      { question: `How quickly can you fill ${title} positions?`, answer: details.leadTime, category: "Employers" },
      {
        question: `Can ${title} associates become permanent employees?`,
        answer: details.tempToHire,
        category: "Employers",
      },
    ];
  });

const byCity: SampleFaq[] = cities.map(({ name, state }) => ({
  question: `Do you have openings near ${name}?`,
  answer: `Yes. We place people with employers in and around ${name}, ${state}, and our recruiters know the local plants, terminals and offices. Check the job board, or call ${state === "Louisiana" ? louisiana.number : texas.number}.`,
  category: null,
}));

/** Every sample FAQ, the general ones first: a short list is a good mix too. */
export const sampleFaqs: readonly SampleFaq[] = [...general, ...jobSeekers, ...employers, ...byCategory, ...byCity];
