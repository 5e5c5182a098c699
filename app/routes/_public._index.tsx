import { agency } from "~/config/agency";
import type { Route } from "./+types/_public._index";

export const meta: Route.MetaFunction = () => [
  { title: `${agency.name} | Staffing in Louisiana and Texas` },
  { name: "description", content: agency.description },
];

export default function Home() {
  return (
    <section className="bg-brand-800 px-4 py-24 text-center text-white">
      <p className="text-sm font-semibold tracking-widest text-accent-400">{agency.tagline}</p>
      <h1 className="mt-4 text-4xl font-extrabold">{agency.slogan}</h1>
    </section>
  );
}
