import type { PlainMessage } from "~/platform/i18n/messages";

/*
 * The /why-choose-us page's content (the agency named the cards; their texts are ours), as
 * the names of its messages (messages/why.{en,es}.json).
 */

export type BenefitIcon = "award" | "bolt" | "handshake" | "search" | "shield" | "chart";

export const benefits = [
  { title: "why_award", text: "why_award_text", icon: "award" },
  { title: "why_bolt", text: "why_bolt_text", icon: "bolt" },
  { title: "why_handshake", text: "why_handshake_text", icon: "handshake" },
  { title: "why_search", text: "why_search_text", icon: "search" },
  { title: "why_shield", text: "why_shield_text", icon: "shield" },
  { title: "why_chart", text: "why_chart_text", icon: "chart" },
] as const satisfies ReadonlyArray<{ title: PlainMessage; text: PlainMessage; icon: BenefitIcon }>;

export const whatYouCanExpect = [
  "why_expect_1",
  "why_expect_2",
  "why_expect_3",
  "why_expect_4",
  "why_expect_5",
  "why_expect_6",
  "why_expect_7",
  "why_expect_8",
] as const satisfies readonly PlainMessage[];
