import { stageLabel } from "./application-stages";

const tones: Record<string, string> = {
  new: "bg-sky-50 text-sky-800 ring-sky-600/20",
  reviewing: "bg-slate-100 text-slate-800 ring-slate-500/20",
  interview: "bg-violet-50 text-violet-800 ring-violet-600/20",
  offer: "bg-amber-50 text-amber-900 ring-amber-600/30",
  placed: "bg-green-50 text-green-800 ring-green-600/20",
  "not-selected": "bg-slate-100 text-slate-600 ring-slate-400/30",
};

/** An application's stage as the list and the application page show it. */
export function StageBadge({ stage }: { stage: string }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${tones[stage] ?? tones.reviewing}`}
    >
      {stageLabel(stage)}
    </span>
  );
}
