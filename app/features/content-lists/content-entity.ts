/** The kinds of content the shared list engine manages (its rows, Trash and activity). */
export type ContentEntity = "faq" | "post" | "job";
