import { describe, expect, it } from "vitest";

import { applyTextEdit, formatMarkdown, type MarkdownFormat } from "./markdown-format";

/*
 * Texts are written with the selection marked: "‹" where it starts and "›" where it ends
 * ("a|b" style, for a cursor both marks sit together: "‹›").
 */
function parse(marked: string) {
  const start = marked.indexOf("‹");
  const end = marked.indexOf("›") - 1;
  return { value: marked.replace("‹", "").replace("›", ""), start, end };
}

function format(kind: MarkdownFormat, marked: string): string {
  const selection = parse(marked);
  const edit = formatMarkdown(kind, selection);
  const text = applyTextEdit(selection.value, edit);
  return `${text.slice(0, edit.selectionStart)}‹${text.slice(edit.selectionStart, edit.selectionEnd)}›${text.slice(edit.selectionEnd)}`;
}

describe("bold and italic", () => {
  it("wrap the selection and keep it selected", () => {
    expect(format("bold", "Weekly ‹pay› here")).toBe("Weekly **‹pay›** here");
    expect(format("italic", "Weekly ‹pay› here")).toBe("Weekly _‹pay›_ here");
  });

  it("leave spaces at the selection's ends outside the markers", () => {
    expect(format("bold", "Weekly‹ pay ›here")).toBe("Weekly **‹pay›** here");
  });

  it("put the cursor between the markers when nothing is selected", () => {
    expect(format("bold", "Pay: ‹›")).toBe("Pay: **‹›**");
    expect(format("italic", "‹›")).toBe("_‹›_");
  });

  it("unwrap a selection already bold, markers inside or around it", () => {
    expect(format("bold", "Weekly **‹pay›** here")).toBe("Weekly ‹pay› here");
    expect(format("bold", "Weekly ‹**pay**› here")).toBe("Weekly ‹pay› here");
    expect(format("italic", "Weekly _‹pay›_ here")).toBe("Weekly ‹pay› here");
  });

  it("wrap each of several lines' text as one span", () => {
    expect(format("bold", "‹one two›")).toBe("**‹one two›**");
  });
});

describe("link", () => {
  it("makes the selection the link's text and selects the address to type over", () => {
    expect(format("link", "See ‹our jobs› today")).toBe("See [our jobs](‹https://›) today");
  });

  it("with nothing selected, selects the address of an empty link", () => {
    expect(format("link", "See ‹›")).toBe("See [](‹https://›)");
  });

  it("makes a selected address the link's address, the cursor in its text", () => {
    expect(format("link", "See ‹https://example.com/jobs›")).toBe("See [‹›](https://example.com/jobs)");
  });
});

describe("heading", () => {
  it("prefixes the line the cursor is in, the cursor keeping its place", () => {
    expect(format("heading", "Intro\nPay an‹›d hours\nMore")).toBe("Intro\n## Pay an‹›d hours\nMore");
  });

  it("replaces another heading level, and takes its own off again", () => {
    expect(format("heading", "### Pay‹›")).toBe("## Pay‹›");
    expect(format("heading", "## Pay‹›")).toBe("Pay‹›");
  });

  it("starts an empty box", () => {
    expect(format("heading", "‹›")).toBe("## ‹›");
  });
});

describe("lists and quotes", () => {
  it("prefix every selected line and keep the lines selected", () => {
    expect(format("bulletedList", "Duties:\nL‹ift boxes\nDrive a fo›rklift\nEnd")).toBe(
      "Duties:\n‹- Lift boxes\n- Drive a forklift›\nEnd",
    );
    expect(format("quote", "‹One\nTwo›")).toBe("‹> One\n> Two›");
  });

  it("number the lines of a numbered list", () => {
    expect(format("numberedList", "‹Apply\nInterview\nStart›")).toBe("‹1. Apply\n2. Interview\n3. Start›");
  });

  it("skip blank lines between the selected lines", () => {
    expect(format("bulletedList", "‹One\n\nTwo›")).toBe("‹- One\n\n- Two›");
    expect(format("numberedList", "‹One\n\nTwo›")).toBe("‹1. One\n\n2. Two›");
  });

  it("take the prefix off when every line has it", () => {
    expect(format("bulletedList", "‹- One\n- Two›")).toBe("‹One\nTwo›");
    expect(format("numberedList", "‹1. One\n2. Two›")).toBe("‹One\nTwo›");
    expect(format("quote", "> Quo‹›ted")).toBe("Quo‹›ted");
  });

  it("turn one kind of list into the other", () => {
    expect(format("numberedList", "‹- One\n- Two›")).toBe("‹1. One\n2. Two›");
    expect(format("bulletedList", "‹1. One\n2. Two›")).toBe("‹- One\n- Two›");
  });

  it("leave the line after a selection ending with a line break alone", () => {
    expect(format("quote", "‹One\n›Two")).toBe("‹> One›\nTwo");
  });

  it("put the cursor back inside the text when the prefix it stood in is taken off", () => {
    expect(format("quote", ">‹› Quoted")).toBe("‹›Quoted");
  });
});
