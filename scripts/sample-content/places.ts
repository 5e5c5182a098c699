/** Where the agency's associates work: the sample content's cities. */
export const cities = [
  { name: "Lake Charles", state: "Louisiana" },
  { name: "Sulphur", state: "Louisiana" },
  { name: "Lafayette", state: "Louisiana" },
  { name: "Baton Rouge", state: "Louisiana" },
  { name: "New Orleans", state: "Louisiana" },
  { name: "Houma", state: "Louisiana" },
  { name: "Shreveport", state: "Louisiana" },
  { name: "Beaumont", state: "Texas" },
  { name: "Port Arthur", state: "Texas" },
  { name: "Orange", state: "Texas" },
  { name: "Houston", state: "Texas" },
  { name: "Baytown", state: "Texas" },
] as const;

export type City = (typeof cities)[number];
