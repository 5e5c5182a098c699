import type { JobInput } from "~/features/jobs/job-schema";

/*
 * Sample openings for development, screenshots and the benchmarks (npm run seed): the kind of
 * jobs the agency fills on the Gulf Coast, in English and, for most, in Spanish. The n-th job
 * takes the n-th template in the n-th place, so any count gives a varied board.
 */

interface JobTemplate {
  title: string;
  titleEs: string;
  category: string;
  employmentType: JobInput["employmentType"];
  hours: JobInput["hours"];
  pay: { from: number; to: number | null; period: "hour" | "year" } | null;
  shift: string;
  description: string;
  descriptionEs: string;
  requirements: string;
  requirementsEs: string;
}

const templates: JobTemplate[] = [
  {
    title: "Forklift Operator",
    titleEs: "Operador de montacargas",
    category: "light-industrial",
    employmentType: "temp-to-hire",
    hours: "full-time",
    pay: { from: 17, to: 19.5, period: "hour" },
    shift: "Days, 6 AM-2:30 PM",
    description:
      "Move pallets between the dock, racking and staging lanes in a busy distribution center.\n\n- Load and unload trailers\n- Keep counts accurate with a handheld scanner\n- Walk the forklift before every shift",
    descriptionEs:
      "Mueva tarimas entre el muelle, los estantes y las áreas de preparación en un centro de distribución con mucho movimiento.\n\n- Cargar y descargar remolques\n- Llevar conteos exactos con un escáner de mano\n- Revisar el montacargas antes de cada turno",
    requirements: "- 1 year of sit-down forklift experience\n- Steel-toe boots\n- Able to lift 50 pounds",
    requirementsEs:
      "- 1 año de experiencia con montacargas de asiento\n- Botas con casquillo\n- Poder levantar 50 libras",
  },
  {
    title: "Welder Helper",
    titleEs: "Ayudante de soldador",
    category: "skilled-trades",
    employmentType: "temporary",
    hours: "full-time",
    pay: { from: 18, to: 21, period: "hour" },
    shift: "10 on / 4 off, 7 AM-5:30 PM",
    description:
      "Support certified welders on a plant turnaround: fit-up, grinding, fire watch and keeping the work area clean and safe.",
    descriptionEs:
      "Apoye a soldadores certificados en una parada de planta: preparación de piezas, esmerilado, vigilancia de fuego y mantener el área de trabajo limpia y segura.",
    requirements: "- TWIC card\n- Basic hand and power tools\n- Pass a drug screen",
    requirementsEs:
      "- Tarjeta TWIC\n- Manejo básico de herramientas manuales y eléctricas\n- Aprobar una prueba de drogas",
  },
  {
    title: "Dockworker",
    titleEs: "Trabajador de muelle",
    category: "dockside",
    employmentType: "temporary",
    hours: "full-time",
    pay: { from: 19, to: null, period: "hour" },
    shift: "Nights, 6 PM-6 AM",
    description: "Secure and release cargo, handle lines and work alongside crane crews as vessels load and discharge.",
    descriptionEs:
      "Asegure y libere carga, maneje cabos y trabaje junto a las cuadrillas de grúa mientras los buques cargan y descargan.",
    requirements: "- TWIC card\n- Comfortable working outdoors in all weather",
    requirementsEs: "- Tarjeta TWIC\n- Disposición para trabajar al aire libre con cualquier clima",
  },
  {
    title: "Housekeeper",
    titleEs: "Camarista",
    category: "hospitality",
    employmentType: "temporary",
    hours: "part-time",
    pay: { from: 13, to: 14, period: "hour" },
    shift: "Weekends, 8 AM-2 PM",
    description:
      "Clean and refresh guest rooms at a casino resort to its standards, and restock carts for the next shift.",
    descriptionEs:
      "Limpie y prepare las habitaciones de un hotel casino según sus estándares, y surta los carritos para el siguiente turno.",
    requirements: "",
    requirementsEs: "",
  },
  {
    title: "CDL-A Driver",
    titleEs: "Chofer con licencia CDL-A",
    category: "cdl-drivers",
    employmentType: "direct-hire",
    hours: "full-time",
    pay: { from: 62000, to: 72000, period: "year" },
    shift: "Regional, home weekends",
    description: "Haul dry van and flatbed loads across Louisiana and East Texas for a long-standing client.",
    descriptionEs:
      "Transporte cargas de caja seca y plataforma por Luisiana y el este de Texas para un cliente de años.",
    requirements: "- Class A CDL\n- 2 years of tractor-trailer experience\n- Clean MVR",
    requirementsEs: "- Licencia CDL clase A\n- 2 años de experiencia con tractocamión\n- Historial de manejo limpio",
  },
  {
    title: "Receptionist",
    titleEs: "",
    category: "office-support",
    employmentType: "temp-to-hire",
    hours: "full-time",
    pay: { from: 15, to: 16, period: "hour" },
    shift: "Monday-Friday, 8 AM-5 PM",
    description: "Greet visitors, answer a multi-line phone and keep the front office running for an engineering firm.",
    descriptionEs: "",
    requirements: "- Microsoft Office\n- A friendly, professional manner on the phone",
    requirementsEs: "",
  },
];

/** Where the sample jobs are: cities the ZIP dataset knows, so that distance searches find them. */
const places = [
  { city: "Lake Charles", state: "LA", zip: "70601" },
  { city: "Sulphur", state: "LA", zip: "70663" },
  { city: "Lafayette", state: "LA", zip: "70501" },
  { city: "Baton Rouge", state: "LA", zip: "70802" },
  { city: "Beaumont", state: "TX", zip: "77701" },
  { city: "Houston", state: "TX", zip: "77002" },
  { city: "Port Arthur", state: "TX", zip: "77640" },
];

/** `count` published jobs, the first one the newest. */
export function sampleJobs(count: number): JobInput[] {
  return Array.from({ length: count }, (_, index) => {
    const template = templates[index % templates.length]!;
    const place = places[index % places.length]!;
    const { pay, ...texts } = template;
    return {
      ...texts,
      ...place,
      payFromCents: pay ? Math.round(pay.from * 100) : null,
      payToCents: pay?.to ? Math.round(pay.to * 100) : null,
      payPeriod: pay?.period ?? null,
      openings: 1 + (index % 4),
      screeningQuestions: [],
      clientName: index % 3 === 0 ? "Gulf Coast Logistics" : "",
      showClientName: index % 3 === 0,
      referenceNumber: "",
      closesOn: "",
      isPublished: true,
      reopen: false,
    };
  });
}
