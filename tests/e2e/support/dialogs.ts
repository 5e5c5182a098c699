import type { Dialog, Page } from "@playwright/test";

/** Answers the next dialogs (confirm) in turn; resolves with their messages once all are answered. */
export function answerDialogs(page: Page, answers: Array<"accept" | "dismiss">): Promise<string[]> {
  const messages: string[] = [];
  return new Promise((resolve) => {
    const onDialog = async (dialog: Dialog) => {
      messages.push(dialog.message());
      const answer = answers[messages.length - 1];
      await (answer === "accept" ? dialog.accept() : dialog.dismiss());
      if (messages.length === answers.length) {
        page.off("dialog", onDialog);
        resolve(messages);
      }
    };
    page.on("dialog", onDialog);
  });
}
