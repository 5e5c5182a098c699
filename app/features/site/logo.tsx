import { logoLines } from "~/features/settings/public-agency";

/**
 * The agency's mark and name (its last word as the small second line); `tone` picks colours
 * for light or dark backgrounds, `wordmarkClassName` lets the header hide the name where its
 * menu needs the room.
 */
export function Logo({
  name,
  tone = "dark",
  wordmarkClassName = "",
}: {
  name: string;
  tone?: "dark" | "light";
  wordmarkClassName?: string;
}) {
  const [first, last] = logoLines(name);
  return (
    <span className="flex items-center gap-2.5">
      <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" className="size-10 shrink-0">
        <rect width="64" height="64" rx="14" fill={tone === "dark" ? "#0b3a66" : "#ffffff"} />
        <path d="M14 20h36v8H36v22h-8V28H14z" fill="#f5b301" />
      </svg>
      <span className={`flex flex-col leading-none ${wordmarkClassName}`}>
        <span className={`text-xl font-extrabold tracking-tight ${tone === "dark" ? "text-brand-800" : "text-white"}`}>
          {first}
        </span>{" "}
        {last ? (
          <span
            className={`mt-1 text-[0.7rem] font-bold tracking-[0.3em] uppercase ${tone === "dark" ? "text-accent-700" : "text-accent-400"}`}
          >
            {last}
          </span>
        ) : null}
      </span>
    </span>
  );
}
