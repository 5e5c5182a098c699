import { expect, test } from "@playwright/test";
import { defaultAgency as agency } from "../support/default-identity";
import { serviceCategories as categoryList } from "~/features/site/services";
import { benefits as benefitNames, whatYouCanExpect as expectationNames } from "~/features/site/why-choose-us";
import { englishServices, englishTexts } from "../support/catalogues";
import { publishedPostsNewestFirst, seededPosts } from "../fixtures/content";
import { jsonLd, publicRoutes } from "../support/public-site";

// The English texts of the service and 'Why Choose Us' pages, from their catalogues.
const serviceCategories = englishServices(categoryList.map((category) => category.slug));
const serviceReasons = englishTexts(["experience", "reliability", "flexibility", "quality"].map((r) => `svc_reason_${r}_title`)).map((title) => ({ title }));
const benefits = englishTexts(benefitNames.map((benefit) => benefit.title)).map((title) => ({ title }));
const whatYouCanExpect = englishTexts(expectationNames);

test.describe("home page", () => {
  test("has the hero, the two audience cards, three info cards, Dockside and the closing call to action", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveTitle(`${agency.name} | Staffing in Louisiana and Texas`);
    await expect(page.getByRole("heading", { level: 1, name: "From Coast to Coast, We Work For You." })).toBeVisible();
    // In the hero (the top band leaves it out on this page: it shows once above the fold).
    await expect(page.getByRole("main").getByText("I WORK | YOU WORK | TEAM WORK")).toBeVisible();

    const main = page.getByRole("main");
    const jobCard = main.getByRole("link", { name: /Looking for A Job\?/ });
    await expect(jobCard).toHaveAttribute("href", "https://jobs.example.com");
    await expect(jobCard).toHaveAttribute("target", "_blank");
    await expect(jobCard).toHaveAttribute("rel", "noopener noreferrer");
    await expect(main.getByRole("link", { name: /Need to Hire\?/ })).toHaveAttribute("href", "/contact");

    for (const title of ["Placement Options", "Industries Served", "Browse Jobs"]) {
      await expect(main.getByRole("heading", { level: 3, name: title })).toBeVisible();
    }
    await expect(main.getByRole("link", { name: "Explore Dockside Staffing" })).toHaveAttribute("href", "/services/dockside");

    const apply = main.getByRole("link", { name: "Apply Online" });
    await expect(apply).toHaveAttribute("href", "https://apply.example.com");
    await expect(apply).toHaveAttribute("target", "_blank");
    await expect(main.getByRole("link", { name: "Contact Us", exact: true })).toHaveAttribute("href", "/contact");
  });
});

test("why choose us lists six benefits, eight expectations and a call to action", async ({ page }) => {
  await page.goto("/why-choose-us");
  await expect(page.getByRole("heading", { level: 1, name: "Why Choose Us?" })).toBeVisible();
  const expectedBenefits = [
    "Industry Experience",
    "Quick Response Time",
    "Personalized Service",
    "Focused Screening",
    "Quality Assurance",
    "Growth Opportunities",
  ];
  expect(benefits.map((b) => b.title)).toEqual(expectedBenefits);
  for (const title of expectedBenefits) await expect(page.getByRole("heading", { level: 3, name: title })).toBeVisible();
  const expectations = page.getByRole("heading", { name: "What You Can Expect" });
  await expect(expectations).toBeVisible();
  expect(whatYouCanExpect).toHaveLength(8);
  for (const item of whatYouCanExpect) await expect(page.getByText(item)).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Apply Online" })).toBeVisible();
});

test("services shows six summary cards in the agency's order", async ({ page }) => {
  await page.goto("/services");
  await expect(page.getByRole("heading", { level: 1, name: "Staffing Services" })).toBeVisible();
  const cards = page.getByRole("list").filter({ has: page.getByRole("heading", { level: 3 }) }).first().getByRole("heading", { level: 3 });
  await expect(cards).toHaveText(["Oil and Gas", "Dockside", "Hospitality", "Office Support", "Skilled Trades", "Light Industrial"]);
  await page.getByRole("link", { name: /^Dockside/ }).first().click();
  await expect(page).toHaveURL(/\/services\/dockside$/);
});

test.describe("service category pages", () => {
  for (const category of serviceCategories) {
    test(`/services/${category.slug}`, async ({ page }) => {
      await page.goto(`/services/${category.slug}`);
      await expect(page).toHaveTitle(`${category.title} Staffing | ${agency.name}`);
      await expect(page.getByRole("heading", { level: 1, name: category.title, exact: true })).toBeVisible();
      await expect(page.getByText(category.description)).toBeVisible();

      const positions = page.getByRole("region", { name: "Available Positions" }).getByRole("listitem");
      await expect(positions).toHaveText([...category.positions]);

      const sidebar = page.getByRole("navigation", { name: "Our Services" });
      await expect(sidebar.getByRole("link")).toHaveText(serviceCategories.map((c) => c.title));
      await expect(sidebar.getByRole("link", { name: category.title, exact: true })).toHaveAttribute("aria-current", "page");
      await expect(sidebar.locator('[aria-current="page"]')).toHaveCount(1);

      await expect(page.getByRole("button", { name: "View More Info" })).toBeVisible();
      const why = page.getByRole("region", { name: "Why Choose Us" });
      await expect(why.getByRole("heading", { level: 3 })).toHaveText(serviceReasons.map((r) => r.title));
    });
  }

  test("the agency's position lists are shown word for word", async ({ page }) => {
    const specLists: Record<string, string[]> = {
      "professional-placement": ["Project Managers", "Business Analysts", "HR Professionals", "Marketing Specialists", "IT Professionals", "Finance & Accounting Managers", "Operations Managers", "Sales Executives"],
      "heavy-equipment": ["Crane Operators", "Excavator Operators", "Bulldozer Operators", "Loader Operators", "Grader Operators", "Backhoe Operators", "Heavy Equipment Mechanics", "Construction Equipment Operators"],
      "cdl-drivers": ["Class A CDL Drivers", "Class B CDL Drivers", "Local Delivery Drivers", "Long Haul Drivers", "Tanker Drivers", "Flatbed Drivers", "Hazmat Certified Drivers", "Regional Route Drivers"],
      dockside: ["Longshoremen", "Port Workers", "Cargo Handlers", "Crane Operators", "Stevedores", "Maritime Equipment Operators", "Dock Supervisors", "Shipping Coordinators"],
      hospitality: ["Restaurant Servers", "Bartenders", "Hotel Front Desk Staff", "Housekeeping Staff", "Chefs and Cooks", "Event Staff", "Banquet Servers", "Hospitality Managers"],
      "gaming-casino": ["Dealers", "Slot Attendants", "Security Personnel", "Cage Cashiers", "Floor Supervisors", "Pit Managers", "Cocktail Servers", "Guest Services Representatives"],
    };
    const specPhrases: Record<string, string> = {
      "professional-placement": "experienced professionals and executives",
      "heavy-equipment": "certified operators and mechanics for construction and industrial equipment",
      "cdl-drivers": "licensed commercial drivers",
      dockside: "maritime and port workers",
      hospitality: "hotels, restaurants, event venues",
      "gaming-casino": "casino and gaming facilities",
    };
    for (const [slug, positions] of Object.entries(specLists)) {
      await page.goto(`/services/${slug}`);
      await expect(page.getByRole("region", { name: "Available Positions" }).getByRole("listitem")).toHaveText(positions);
      await expect(page.locator("h1 + div")).toContainText(specPhrases[slug]!);
    }
  });

  test("the 'View More Info' button does nothing", async ({ page }) => {
    await page.goto("/services/hospital");
    const url = page.url();
    await page.getByRole("button", { name: "View More Info" }).click();
    expect(page.url()).toBe(url);
    await expect(page.getByRole("heading", { level: 1, name: "Hospital" })).toBeVisible();
  });

  test("an unknown category answers 404 in the site's layout", async ({ page }) => {
    const response = await page.goto("/services/astronauts");
    expect(response!.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  });
});

test("the sitemap lists every public page, the twelve services and the published articles only", async ({ page }) => {
  await page.goto("/sitemap");
  await expect(page.getByRole("heading", { level: 1, name: "Site Map" })).toBeVisible();
  const main = page.getByRole("main");
  const hrefs = await main.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  for (const path of publicRoutes) expect(hrefs).toContain(path);
  for (const post of publishedPostsNewestFirst) expect(hrefs).toContain(`/news/${post.slug}`);
  for (const draft of seededPosts.filter((p) => !p.isPublished)) {
    expect(hrefs).not.toContain(`/news/${draft.slug}`);
    await expect(main).not.toContainText(draft.title);
  }
});

test.describe("search engines", () => {
  test("each page has its own title, description, canonical link and Open Graph tags", async ({ page }) => {
    const titles = new Set<string>();
    for (const path of publicRoutes) {
      await page.goto(path);
      const title = await page.title();
      expect(title, path).toContain(agency.name);
      titles.add(title);
      const description = await page.locator('meta[name="description"]').getAttribute("content");
      expect(description?.length, path).toBeGreaterThan(20);
      await expect(page.locator('link[rel="canonical"]'), path).toHaveAttribute("href", new URL(path, page.url()).href.replace(/\/$/, path === "/" ? "/" : ""));
      await expect(page.locator('meta[property="og:title"]'), path).toHaveAttribute("content", title);
      await expect(page.locator('meta[property="og:description"]'), path).toHaveAttribute("content", description!);
      await expect(page.locator("title"), path).toHaveCount(1);
    }
    expect(titles.size).toBe(publicRoutes.length);
  });

  test("content is in the server-rendered HTML", async ({ request }) => {
    const expectations: Array<[string, string[]]> = [
      ["/", ["From Coast to Coast, We Work For You.", "Looking for A Job?", "Need to Hire?"]],
      ["/services/dockside", ["Available Positions", "Stevedores", "View More Info", "Why Choose Us"]],
      ["/faqs", ["What areas do you serve?", "We serve Louisiana and Texas."]],
      ["/news", [publishedPostsNewestFirst[0]!.title, "Read More"]],
      ["/contact", ["Send Us a Message", agency.phones[1]!.display, "Sulphur, LA"]],
    ];
    for (const [path, texts] of expectations) {
      // React separates adjacent text parts with <!-- --> in server HTML.
      const html = (await (await request.get(path)).text()).replaceAll("<!-- -->", "");
      for (const text of texts) {
        expect(html.includes(text.replace("&", "&amp;").replace("'", "&#x27;")), `${path}: ${text}`).toBe(true);
      }
    }
  });

  test("the agency is described as an EmploymentAgency on / and /contact", async ({ page }) => {
    for (const path of ["/", "/contact"]) {
      await page.goto(path);
      const agencyLd = (await jsonLd(page)).find((item) => item["@type"] === "EmploymentAgency");
      expect(agencyLd, path).toBeDefined();
      expect(agencyLd!.name).toBe(agency.name);
      expect(agencyLd!.telephone).toEqual([agency.phones[0]!.e164, agency.phones[1]!.e164]);
      expect(JSON.stringify(agencyLd!.address)).toContain("Sulphur");
      expect(agencyLd!.openingHoursSpecification).toHaveLength(2);
    }
  });
});
